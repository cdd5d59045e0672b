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
 * Names already found known: a page of Seens asks about the same few zones. Bounded, since
 * Intl also takes every spelling in other letter cases.
 */
const known = new Set<string>(['UTC'])
const KNOWN_KEPT = 1000

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (known.has(zone)) return true
  if (zone.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  if (known.size < KNOWN_KEPT) known.add(zone)
  return true
}

/** `zone` when it is known, else UTC: what every reader of a stored `timeZoneId` uses. */
export const timeZoneOrUtc = (zone: string | null | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : 'UTC'
