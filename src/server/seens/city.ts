import { placeById } from '../places'
import type { City } from './save-seen'

/** The gazetteer's city for a GeoNames id; the server never trusts the client's name or point. */
export function findCity(geoNameId: number): City | undefined {
  const place = placeById(geoNameId)
  if (!place) return undefined
  return {
    geoNameId: place.geoNameId,
    name: place.name,
    stateCode: place.stateCode,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
  }
}
