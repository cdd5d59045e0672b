/**
 * One Seen as an RFC 5545 calendar: a VEVENT on the Seen's own clock (TZID with a VTIMEZONE
 * holding its offset at the start; DURATION, so a daylight-saving change during the Seen
 * cannot misplace its end), its place and its link.
 */
import { eq } from 'drizzle-orm'
import { timeZoneOrUtc } from '~/shared/time-zone'
import type { Db } from '../db/client'
import { seens } from '../db/schema'

export interface CalendarSeen {
  shortName: string
  seenName: string
  headline: string
  caption: string
  addressBlock: string | null
  cityName: string
  countryCode: string | null
  latitude: number
  longitude: number
  startAt: Date
  durationHours: number
  timeZoneId: string
}

export async function calendarSeen(db: Db, id: string): Promise<CalendarSeen | undefined> {
  const [row] = await db
    .select({
      shortName: seens.shortName,
      seenName: seens.seenName,
      headline: seens.headline,
      caption: seens.caption,
      addressBlock: seens.addressBlock,
      cityName: seens.cityName,
      countryCode: seens.countryCode,
      latitude: seens.latitude,
      longitude: seens.longitude,
      startAt: seens.startAt,
      durationHours: seens.durationHours,
      timeZoneId: seens.timeZoneId,
    })
    .from(seens)
    .where(eq(seens.id, id))
  return row
}

/** A line break of any kind: CRLF, a bare CR or LF, NEL and the Unicode separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g
/** C0 controls, DEL and C1 controls: none may stand in a TEXT value (§3.3.11 TSAFE-CHAR). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break
 * written as `\n`, a tab as a space and every other control character removed, so no value can
 * end its line early and start a property of its own (a parser may end lines at a bare CR).
 */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')

/** Lines longer than 75 octets continue on the next line after a space (§3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const two = (n: number) => String(n).padStart(2, '0')

/** `date` on the clock of `timeZone`, as a local DATE-TIME (YYYYMMDDTHHMMSS). */
function localStamp(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')

/** The zone's offset from UTC at `date`, as RFC 5545 UTC-OFFSET (+HHMM). */
function offsetAt(date: Date, timeZone: string): string {
  const local = localStamp(date, timeZone)
  const asUtc = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(4, 6)) - 1,
    Number(local.slice(6, 8)),
    Number(local.slice(9, 11)),
    Number(local.slice(11, 13)),
    Number(local.slice(13, 15)),
  )
  const minutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  return `${sign}${two(Math.floor(Math.abs(minutes) / 60))}${two(Math.abs(minutes) % 60)}`
}

function duration(hours: number): string {
  const minutes = Math.round(hours * 60)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`
}

const plainCaption = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** The .ics text of one Seen; `link` is its page, `now` the DTSTAMP. */
export function seenCalendar(seen: CalendarSeen, link: string, now: Date): string {
  // A zone stored before zones were checked, or one this runtime lacks, is read as UTC.
  const zone = timeZoneOrUtc(seen.timeZoneId)
  const place = [seen.addressBlock?.replace(LINE_BREAK, ', '), seen.cityName, seen.countryCode]
    .filter((part): part is string => Boolean(part))
    .join(', ')
  const description = [seen.headline, plainCaption(seen.caption), link].filter(Boolean).join('\n\n')
  const offset = offsetAt(seen.startAt, zone)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Seen//Seen calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${icsText(`${seen.shortName}@${new URL(link).host}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${zone}:${localStamp(seen.startAt, zone)}`,
    `DURATION:${duration(seen.durationHours)}`,
    `SUMMARY:${icsText(seen.seenName)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(place)}`,
    `GEO:${seen.latitude.toFixed(6)};${seen.longitude.toFixed(6)}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** A file name for the download: the Seen's name with anything unsafe in file names replaced. */
export function calendarFileName(seenName: string): string {
  const safe = seenName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60)
  return `${safe || 'seen'}.ics`
}
