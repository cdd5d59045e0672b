/**
 * The one way a Seen's or an appearance's time is written, by the server (link previews) and
 * every screen (cards, detail, timeline, poster, slideshow): on the clocks of the Seen's zone,
 * the zone named, in one pinned English form so every reader sees the same words, e.g.
 * "Fri 12 Jun 2026, 8:00 PM CEST". Decision record 168.
 */
import { zoneFormat } from './time-zone'

/** UTC's formatter: every runtime knows UTC. */
function utcFormat(): Intl.DateTimeFormat {
  const format = zoneFormat('UTC')
  if (!format) throw new Error('this runtime knows no UTC')
  return format
}

export interface SeenTime {
  weekday: string
  day: string
  month: string
  year: string
  /** "8:00 PM" */
  time: string
  /** "CEST", "EDT", "UTC"; "GMT+9" where English has no short name for the zone. */
  zone: string
  /** Everything: "Fri 12 Jun 2026, 8:00 PM CEST". */
  text: string
}

/** English locales whose short zone names together cover the abbreviations people use. */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ'] as const
const OFFSET_NAME = /^(GMT|UTC)[-+\u2212]/

/**
 * The naming formatters after the first locale's (which is the zone's own, time-zone.ts), made
 * one locale at a time as far as a zone's name needs: most zones are named by the first or
 * second locale, and each formatter costs a phone milliseconds.
 */
const nameFormats = new Map<string, Intl.DateTimeFormat[]>()

function nameFormat(zone: string, index: number): Intl.DateTimeFormat {
  let made = nameFormats.get(zone)
  if (!made) {
    made = []
    nameFormats.set(zone, made)
  }
  let format = made[index]
  if (!format) {
    format = new Intl.DateTimeFormat(NAMING_LOCALES[index], {
      timeZone: zone,
      timeZoneName: 'short',
    })
    made[index] = format
  }
  return format
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? ''

/**
 * The zone's short name at `date` (summer and winter differ): the first locale's that is not an
 * offset, else the first locale's offset (`first`, from the zone's own formatter).
 */
function zoneName(date: Date, zone: string, first: string): string {
  if (first && !OFFSET_NAME.test(first)) return first
  for (let index = 1; index < NAMING_LOCALES.length; index++) {
    const name = partOf(nameFormat(zone, index).formatToParts(date), 'timeZoneName')
    if (name && !OFFSET_NAME.test(name)) return name
  }
  return first
}

/** `instant` on the clocks of `zone` (UTC when the zone is unknown), in parts and in full. */
export function seenTime(instant: string | Date, zone: string | null | undefined): SeenTime {
  const date = new Date(instant)
  const own = zone ? zoneFormat(zone) : undefined
  const known = own && zone ? zone : 'UTC'
  const parts = (own ?? utcFormat()).formatToParts(date)
  const fields = {
    weekday: partOf(parts, 'weekday'),
    day: partOf(parts, 'day'),
    month: partOf(parts, 'month'),
    year: partOf(parts, 'year'),
    time: `${partOf(parts, 'hour')}:${partOf(parts, 'minute')} ${partOf(parts, 'dayPeriod')}`,
    zone: zoneName(date, known, partOf(parts, 'timeZoneName')),
  }
  const text = `${fields.weekday} ${fields.day} ${fields.month} ${fields.year}, ${fields.time} ${fields.zone}`
  return { ...fields, text }
}

/** "Fri 12 Jun 2026, 8:00 PM CEST": what every place that shows a Seen's time writes. */
export const formatSeenTime = (instant: string | Date, zone: string | null | undefined): string =>
  seenTime(instant, zone).text
