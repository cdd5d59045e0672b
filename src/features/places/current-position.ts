import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { notify, notifyError } from '~/lib/notify'
import { GEOLOCATION_TIMEOUT_MS } from '~/shared/constants'
import type { LatLng } from '~/shared/geo'
import { PLACES_MSG } from '~/shared/messages'
import type { GeoLocation } from '~/shared/schemas/location'
import { placesByCoordinatesQueryOptions } from './queries'

/** The browser could not or would not say where the user is (denied, unavailable, timed out). */
export class LocationUnavailableError extends Error {
  override name = 'LocationUnavailableError'
  constructor() {
    super(PLACES_MSG.unavailable)
  }
}

/** A fix a few minutes old is still the same city. */
const MAX_POSITION_AGE_MS = 5 * 60_000

/**
 * The device's position within the 5 s of docs/product.md#constants, or LocationUnavailableError.
 */
export function getCurrentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationUnavailableError())
      return
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => reject(new LocationUnavailableError()),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: MAX_POSITION_AGE_MS },
    )
  })
}

export interface CurrentPosition extends LatLng {
  /** The place the position most likely lies in; null far from any town. */
  city: GeoLocation | null
}

/** Where the user is and which city that is (GET /api/location/bycoordinates). */
export async function findCurrentCity(
  queryClient: QueryClient,
  geolocation?: Geolocation,
): Promise<CurrentPosition> {
  const position = await getCurrentPosition(geolocation)
  const places = await queryClient.fetchQuery(placesByCoordinatesQueryOptions(position))
  return { ...position, city: places[0] ?? null }
}

/**
 * Locates the user on demand (call `mutate()` from a click: browsers ask for permission then).
 * Failures toast the texts of docs/product.md#error-texts: location services, or the lookup of the
 * city.
 */
export function useCurrentPosition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => findCurrentCity(queryClient),
    onError: (error) => {
      if (error instanceof LocationUnavailableError) notify.error(error.message)
      else notifyError(error, PLACES_MSG.lookupFailed)
    },
  })
}
