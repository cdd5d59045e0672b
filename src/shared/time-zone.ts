/**
 * A Seen's `timeZoneId`: an IANA zone the runtime knows (Intl accepts it, aliases such as
 * `Asia/Calcutta` included), written as IANA writes names. The name rule keeps out what a
 * newer Intl also takes but a calendar's TZID cannot carry (`+01:00`), and anything with `;`,
 * `:` or a space. The server checks a new or edited Seen with it; a zone stored before the
 * check, or unknown to this runtime, is read as UTC wherever a time is shown or written.
 */

/** Our wording for a zone the runtime does not know (docs/product.md#validation has none). */
export const TIME_ZONE_INVALID = 'Time Zone is not a known time zone.'

export const TIME_ZONE_MAX_LENGTH = 64

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/

/**
 * The one formatter made per zone: made to tell whether the runtime knows the zone, it then
 * writes the zone's times (src/shared/seen-time.ts: pinned English fields and the zone's
 * short name). Each costs a phone milliseconds, and a page of Seens shows a few zones.
 */
const ZONE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
}

/** Zones found known, with their formatter. Bounded: Intl takes every spelling in any case. */
const formats = new Map<string, Intl.DateTimeFormat>()
const FORMATS_KEPT = 1000

/** The zone's en-US formatter of ZONE_FORMAT, or undefined when it is not a known IANA zone. */
export function zoneFormat(zone: string): Intl.DateTimeFormat | undefined {
  const kept = formats.get(zone)
  if (kept) return kept
  if (zone.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(zone)) return undefined
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', { ...ZONE_FORMAT, timeZone: zone })
  } catch {
    return undefined
  }
  if (formats.size < FORMATS_KEPT) formats.set(zone, format)
  return format
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export const isKnownTimeZone = (zone: string): boolean => zoneFormat(zone) !== undefined

/** `zone` when it is known, else UTC: what every reader of a stored `timeZoneId` uses. */
export const timeZoneOrUtc = (zone: string | null | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : 'UTC'
