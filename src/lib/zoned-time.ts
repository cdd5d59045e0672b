import { zonedWallToInstant } from '~/shared/schemas/seen-start'
import { timeZoneOrUtc } from '~/shared/time-zone'

/**
 * Wall-clock time in an IANA time zone <-> instants, with Intl only (no time-zone library):
 * the Seen form asks for the local start where the Seen happens (`timeZoneId`), and the detail
 * page shows times there.
 */

export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string
  /** `HH:MM` (24 h) */
  time: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The calendar fields of `instant` as seen in `zone`. */
function fieldsIn(instant: number, zone: string) {
  const parts = partsFormatter(zone).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})$/

/**
 * The instant at which clocks in `zone` show `date` `time`; null when either is missing or
 * malformed. A time skipped by a daylight-saving change moves forward by the change.
 */
export function zonedToInstant({ date, time }: WallTime, zone: string): Date | null {
  const d = DATE.exec(date)
  const t = TIME.exec(time)
  if (!d || !t) return null
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))
  if (Number.isNaN(wall)) return null
  return new Date(zonedWallToInstant(wall, zone))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The date and time clocks in `zone` show at `instant`. */
export function instantToZoned(instant: string | Date, zone: string): WallTime {
  const f = fieldsIn(new Date(instant).getTime(), zone)
  return {
    date: `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
  }
}

/** The browser's own IANA zone (the form's default), UTC when it cannot tell. */
export function browserTimeZone(): string {
  return timeZoneOrUtc(Intl.DateTimeFormat().resolvedOptions().timeZone)
}

/** Every zone the runtime knows, sorted, always including `current`. */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([...known, 'UTC', current])].sort()
}
