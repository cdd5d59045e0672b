import { placeName } from '~/shared/place-name'
import type { GeoLocation } from '~/shared/schemas/location'

/**
 * A city picked for a Seen or a filter, named as the Seen record names it
 * (docs/product.md#records).
 */
export interface PickedCity {
  geoNameId: number
  cityName: string
  stateCode: string | null
  countryCode: string | null
  latitude: number
  longitude: number
}

/** "Austin, TX" or "Amsterdam, Netherlands" (src/shared/place-name.ts). */
export function formatPlace(place: {
  name: string
  stateCode: string | null
  countryCode: string | null
}): string {
  return placeName({ cityName: place.name, ...place })
}

export const pickedCity = (place: GeoLocation): PickedCity => ({
  geoNameId: place.geoNameId,
  cityName: place.name,
  stateCode: place.stateCode,
  countryCode: place.countryCode,
  latitude: place.latitude,
  longitude: place.longitude,
})

/** A picked city as a list item, so an already chosen city shows in the picker (edit mode). */
export const placeOfPickedCity = (city: PickedCity): GeoLocation => ({
  geoNameId: city.geoNameId,
  name: city.cityName,
  stateCode: city.stateCode,
  countryCode: city.countryCode ?? '',
  latitude: city.latitude,
  longitude: city.longitude,
  population: 0,
})
