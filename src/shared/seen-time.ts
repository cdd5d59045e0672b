/**
 * The one way a Seen's or an appearance's time is written, by the server (link previews) and
 * every screen (cards, detail, timeline, poster, slideshow): on the clocks of the Seen's zone,
 * the zone named, in one pinned English form so every reader sees the same words, e.g.
 * "Fri 12 Jun 2026, 8:00 PM CEST". Decision record 168.
 */
import { timeZoneOrUtc } from './time-zone'

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

/** Formatters made once per zone: a page of photos shows many instants of one or two zones. */
const fieldFormats = new Map<string, Intl.DateTimeFormat>()
const nameFormats = new Map<string, Intl.DateTimeFormat[]>()

function cached<T>(map: Map<string, T>, zone: string, make: () => T): T {
  let made = map.get(zone)
  if (!made) {
    made = make()
    map.set(zone, made)
  }
  return made
}

const fieldsFormat = (zone: string) =>
  cached(
    fieldFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
  )

const namesFormat = (zone: string) =>
  cached(nameFormats, zone, () =>
    NAMING_LOCALES.map(
      (locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }),
    ),
  )

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? ''

/** The zone's short name at `date` (summer and winter differ), an offset when none exists. */
function zoneName(date: Date, zone: string): string {
  const names = namesFormat(zone).map((format) =>
    partOf(format.formatToParts(date), 'timeZoneName'),
  )
  return names.find((name) => name && !OFFSET_NAME.test(name)) ?? names[0] ?? zone
}

/** `instant` on the clocks of `zone` (UTC when the zone is unknown), in parts and in full. */
export function seenTime(instant: string | Date, zone: string | null | undefined): SeenTime {
  const date = new Date(instant)
  const known = timeZoneOrUtc(zone)
  const parts = fieldsFormat(known).formatToParts(date)
  const fields = {
    weekday: partOf(parts, 'weekday'),
    day: partOf(parts, 'day'),
    month: partOf(parts, 'month'),
    year: partOf(parts, 'year'),
    time: `${partOf(parts, 'hour')}:${partOf(parts, 'minute')} ${partOf(parts, 'dayPeriod')}`,
    zone: zoneName(date, known),
  }
  const text = `${fields.weekday} ${fields.day} ${fields.month} ${fields.year}, ${fields.time} ${fields.zone}`
  return { ...fields, text }
}

/** "Fri 12 Jun 2026, 8:00 PM CEST": what every place that shows a Seen's time writes. */
export const formatSeenTime = (instant: string | Date, zone: string | null | undefined): string =>
  seenTime(instant, zone).text
