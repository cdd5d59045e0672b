/**
 * The IANA time zone at a point, offline: `@photostructure/tz-lookup` ships its whole map
 * (about 29 KiB gzip) and needs no download at run time. The server fills a Seen's zone with
 * it when a record names none; the form loads this module lazily, once a city is picked, so
 * the zone follows the city (decision record 168). Near a border it may name a neighbour with
 * the same clocks, which the person can still change.
 */
import tzLookup from '@photostructure/tz-lookup'
import { timeZoneOrUtc } from './time-zone'

/** The zone at `latitude`, `longitude`; UTC for a point it cannot place or does not know. */
export function timeZoneAt(latitude: number, longitude: number): string {
  try {
    return timeZoneOrUtc(tzLookup(latitude, longitude))
  } catch {
    return 'UTC'
  }
}
