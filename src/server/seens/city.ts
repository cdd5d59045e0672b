import { haversineKm } from '~/shared/geo'
import { nearestPlaces, normalizeName, type Place, placeById, searchPlacesByName } from '../places'
import type { City } from './save-seen'

const toCity = (place: Place): City => ({
  geoNameId: place.geoNameId,
  name: place.name,
  stateCode: place.stateCode,
  countryCode: place.countryCode,
  latitude: place.latitude,
  longitude: place.longitude,
})

/** The gazetteer's city for a GeoNames id; the server never trusts the client's name or point. */
export function findCity(geoNameId: number): City | undefined {
  const place = placeById(geoNameId)
  return place ? toCity(place) : undefined
}

/**
 * The place fields of the geo location result of docs/product.md#records, as a record may carry
 * them (unchecked).
 */
export interface PlaceFields {
  cityName?: unknown
  stateCode?: unknown
  latitude?: unknown
  longitude?: unknown
}

/** How many places of the record's city name are considered. */
const NAMED_LIMIT = 25
/** How far from the point a place named like the record's city may be to be preferred. */
const NAMED_MAX_KM = 50

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
const degrees = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max ? value : undefined

/**
 * The city of a record sent without a geoNameId (the geo location result of docs/product.md#records
 * has only name, stateCode, latitude, longitude): with a point, the place it lies in, or a place
 * near it named `cityName` when there is one; without a point, the most populous place of that
 * exact name (in `stateCode` when given). Undefined when nothing matches.
 */
export function cityFromPlaceFields(fields: PlaceFields): City | undefined {
  const name = text(fields.cityName)
  const key = name === undefined ? undefined : normalizeName(name)
  const state = text(fields.stateCode)?.toUpperCase()
  const named = (place: Place) => key !== undefined && normalizeName(place.name) === key
  const inState = (place: Place) => state === undefined || place.stateCode === state
  const latitude = degrees(fields.latitude, 90)
  const longitude = degrees(fields.longitude, 180)
  const matches = name === undefined ? [] : searchPlacesByName(name, NAMED_LIMIT).filter(named)
  if (latitude !== undefined && longitude !== undefined) {
    const point = { latitude, longitude }
    const closest = matches
      .map((place) => ({ place, km: haversineKm(point, place) }))
      .filter((hit) => hit.km <= NAMED_MAX_KM)
      .sort((a, b) => a.km - b.km)[0]?.place
    const place = closest ?? nearestPlaces(point)[0]
    return place ? toCity(place) : undefined
  }
  if (fields.latitude != null || fields.longitude != null) return undefined
  const place = matches.find(inState)
  return place ? toCity(place) : undefined
}
