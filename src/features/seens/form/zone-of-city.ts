import type { PickedCity } from '~/features/places/city'

/**
 * The time zone at a picked city. The lookup's map (about 29 KiB gzip) is loaded here, when a
 * city is first picked, never with a page (decision record 168).
 */
export async function zoneOfCity(city: PickedCity): Promise<string> {
  const { timeZoneAt } = await import('~/shared/zone-at')
  return timeZoneAt(city.latitude, city.longitude)
}
