/**
 * The Seen record's startDateTime (docs/product.md#records) as an instant. The form sends a full
 * ISO instant; other clients may leave out the seconds or the zone: a zone-less date-time is the
 * wall-clock time where the Seen happens (its `timeZoneId`, UTC when the runtime does not know it).
 */

/**
 * Our wording (docs/product.md#validation has none for an unreadable date); a bare date lands here
 * too.
 */
export const START_DATE_INVALID = 'Start Date is not a valid date and time.'

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/

const MINUTE_MS = 60_000

/** How far `zone`'s clocks are ahead of UTC at `instant`, in ms; null for an unknown zone. */
function zoneOffsetMs(instant: number, zone: string): number | null {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instant))
  } catch {
    return null
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant clocks in `zone` show `wall` (ms as if UTC). Of the zone's offsets around that
 * time, the one that reads back as `wall` wins; in a spring gap none does, and the time moves
 * forward by the change (02:30 on a 02:00 -> 03:00 night is 03:30).
 */
export function zonedWallToInstant(wall: number, zone: string): number {
  const first = wall - (zoneOffsetMs(wall, zone) ?? 0)
  const second = wall - (zoneOffsetMs(first, zone) ?? 0)
  const readsBack = (instant: number) => instant + (zoneOffsetMs(instant, zone) ?? 0) === wall
  if (readsBack(second)) return second
  if (readsBack(first)) return first
  return Math.max(first, second)
}

/**
 * The instant `text` names, or null when it is not an ISO 8601 date and time (a bare date,
 * an impossible day or hour, free text). Seconds and fractions are optional; without `Z` or
 * an offset the time is read in `timeZoneId`.
 */
export function parseStartDateTime(text: string, timeZoneId: string): Date | null {
  const m = ISO_DATE_TIME.exec(text.trim())
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0))
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000)
  const date = new Date(0)
  date.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day)
  date.setUTCHours(hour ?? 0, minute, second, ms)
  const sameFields =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 1) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  if (!sameFields) return null
  const wall = date.getTime()
  if (m[8]) return date
  if (m[9]) {
    const offset = (Number(m[10]) * 60 + Number(m[11] ?? 0)) * MINUTE_MS
    return Number(m[10]) > 23 || Number(m[11] ?? 0) > 59
      ? null
      : new Date(m[9] === '+' ? wall - offset : wall + offset)
  }
  return new Date(zonedWallToInstant(wall, timeZoneId))
}
