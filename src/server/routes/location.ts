import { Hono } from 'hono'
import {
  isSearchableLocationName,
  locationByCoordinatesParams,
  locationByNameParams,
} from '~/shared/schemas/location'
import type { AppEnv } from '../context'
import { paramsOf } from '../http/validate'
import { nearestPlaces, searchPlacesByName } from '../places'

/** The gazetteer only changes with a release, so browsers may reuse an answer for a day. */
const CACHE = 'private, max-age=86400'

/**
 * docs/product.md#calls "Location": places from the in-memory gazetteer; no database, no login
 * needed.
 */
export const locationRoutes = new Hono<AppEnv>()
  .get('/byname/:name', (c) => {
    const { name } = paramsOf(c, locationByNameParams)
    c.header('Cache-Control', CACHE)
    const geoLocations = isSearchableLocationName(name) ? searchPlacesByName(name) : []
    return c.json({ success: true as const, geoLocations })
  })
  .get('/bycoordinates/:lat/:lng', (c) => {
    const { lat, lng } = paramsOf(c, locationByCoordinatesParams)
    c.header('Cache-Control', CACHE)
    return c.json({
      success: true as const,
      geoLocations: nearestPlaces({ latitude: lat, longitude: lng }),
    })
  })
