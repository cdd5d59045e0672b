import { timeZoneAt } from '~/shared/zone-at'
import { findCity } from './city'

/**
 * A Seen record that names no zone (missing, null or '': an old or outside client) gets the
 * zone of its city, so its start is read on the clocks where it happens. A zone that is named,
 * UTC included, is the person's choice and is kept (decision record 168).
 */
export function withCityTimeZone(raw: Record<string, unknown>): Record<string, unknown> {
  const zone = raw.timeZoneId
  if (zone !== undefined && zone !== null && zone !== '') return raw
  const city = typeof raw.geoNameId === 'number' ? findCity(raw.geoNameId) : undefined
  return city ? { ...raw, timeZoneId: timeZoneAt(city.latitude, city.longitude) } : raw
}
