import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { formatPlace } from '~/features/places/city'
import {
  findCurrentCity,
  getCurrentPosition,
  LocationUnavailableError,
} from '~/features/places/current-position'
import { placeKeys } from '~/features/places/queries'
import { GEOLOCATION_TIMEOUT_MS } from '~/shared/constants'
import { PLACES_MSG } from '~/shared/messages'

type Success = PositionCallback
type Failure = PositionErrorCallback

/** A Geolocation that answers with a position, or fails with a GeolocationPositionError code. */
function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (success: Success, failure?: Failure | null, _options?: PositionOptions) => {
      if ('code' in answer) {
        failure?.({ code: answer.code, message: 'no' } as GeolocationPositionError)
      } else {
        success({ coords: answer, timestamp: 0 } as unknown as GeolocationPosition)
      }
    },
  )
  const geolocation = { getCurrentPosition } as unknown as Geolocation
  return { geolocation, getCurrentPosition }
}

describe('getCurrentPosition', () => {
  it('resolves the position, asking with the 5 s timeout', async () => {
    const { geolocation, getCurrentPosition: ask } = fakeGeolocation({
      latitude: 48.85,
      longitude: 2.35,
    })
    await expect(getCurrentPosition(geolocation)).resolves.toEqual({
      latitude: 48.85,
      longitude: 2.35,
    })
    expect(ask.mock.calls[0]?.[2]?.timeout).toBe(GEOLOCATION_TIMEOUT_MS)
  })

  it('rejects with the product’s text when denied, unavailable or timed out', async () => {
    for (const code of [1, 2, 3]) {
      const { geolocation } = fakeGeolocation({ code })
      const error = await getCurrentPosition(geolocation).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(LocationUnavailableError)
      expect((error as Error).message).toBe(PLACES_MSG.unavailable)
    }
  })

  it('rejects the same way when the browser has no geolocation', async () => {
    await expect(getCurrentPosition(undefined)).rejects.toThrow(PLACES_MSG.unavailable)
  })
})

describe('findCurrentCity', () => {
  it('names the first place found for the rounded position', async () => {
    const queryClient = new QueryClient()
    const place = {
      geoNameId: 2988507,
      name: 'Paris',
      stateCode: '11',
      countryCode: 'FR',
      latitude: 48.85341,
      longitude: 2.3488,
      population: 2138551,
    }
    queryClient.setQueryData(placeKeys.byCoordinates('48.857', '2.352'), [place])
    const { geolocation } = fakeGeolocation({ latitude: 48.8566, longitude: 2.3522 })
    await expect(findCurrentCity(queryClient, geolocation)).resolves.toEqual({
      latitude: 48.8566,
      longitude: 2.3522,
      city: place,
    })
  })
})

describe('formatPlace', () => {
  it('names the place as people do: the state code where one is used, else the country', () => {
    expect(formatPlace({ name: 'Paris', stateCode: '11', countryCode: 'FR' })).toBe('Paris, France')
    expect(formatPlace({ name: 'Austin', stateCode: 'TX', countryCode: 'US' })).toBe('Austin, TX')
    expect(formatPlace({ name: 'Monaco', stateCode: null, countryCode: 'MC' })).toBe('Monaco')
  })
})
