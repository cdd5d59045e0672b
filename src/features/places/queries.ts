import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { LatLng } from '~/shared/geo'
import { PLACES_MSG } from '~/shared/messages'
import {
  type GeoLocation,
  geoLocationsResponse,
  isSearchableLocationName,
} from '~/shared/schemas/location'

/** The gazetteer changes only with a release: answers stay fresh for a day. */
const PLACES_STALE_MS = 24 * 60 * 60_000
/** Positions are rounded to 3 decimals (about 100 m): nearby fixes share one cached answer. */
const COORDINATE_DECIMALS = 3

export const placeKeys = {
  all: ['places'] as const,
  byName: (name: string) => ['places', 'byname', name] as const,
  byCoordinates: (latitude: string, longitude: string) =>
    ['places', 'bycoordinates', latitude, longitude] as const,
}

async function fetchPlaces(path: string, signal: AbortSignal): Promise<GeoLocation[]> {
  return (await api.get(path, geoLocationsResponse, { signal })).geoLocations
}

/**
 * Places whose name starts with `name`, most populous first. Disabled until the text is longer
 * than 2 characters (docs/product.md#validation); a failed first load toasts the text of
 * docs/product.md#error-texts.
 */
export const placesByNameQueryOptions = (name: string) => {
  const text = name.trim()
  return queryOptions({
    queryKey: placeKeys.byName(text),
    queryFn: ({ signal }) =>
      fetchPlaces(`/api/location/byname/${encodeURIComponent(text)}`, signal),
    enabled: isSearchableLocationName(text),
    staleTime: PLACES_STALE_MS,
    meta: { errorMessage: PLACES_MSG.lookupFailed },
  })
}

/**
 * The places a position most likely lies in, best first. No toast meta: the caller (a
 * geolocation action) reports failures itself, so a failure is toasted once.
 */
export const placesByCoordinatesQueryOptions = ({ latitude, longitude }: LatLng) => {
  const lat = latitude.toFixed(COORDINATE_DECIMALS)
  const lng = longitude.toFixed(COORDINATE_DECIMALS)
  return queryOptions({
    queryKey: placeKeys.byCoordinates(lat, lng),
    queryFn: ({ signal }) => fetchPlaces(`/api/location/bycoordinates/${lat}/${lng}`, signal),
    staleTime: PLACES_STALE_MS,
  })
}
