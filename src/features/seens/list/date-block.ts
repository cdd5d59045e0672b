/** The date block of a Seen card, in the Seen's own time zone when it has a valid one. */
export interface DateBlock {
  month: string
  day: string
  weekday: string
  time: string
  /** Date and time in full, for screen readers and the tooltip. */
  full: string
}

const PARTS = {
  month: { month: 'short' },
  day: { day: 'numeric' },
  weekday: { weekday: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
  full: { dateStyle: 'full', timeStyle: 'short' },
} as const satisfies Record<keyof DateBlock, Intl.DateTimeFormatOptions>

type Formats = Record<keyof DateBlock, Intl.DateTimeFormat>

/**
 * Formatters per locale and zone, made once: a page of cards shares a handful of zones, and
 * making five formatters per card cost a phone about 20 ms a card.
 */
const cache = new Map<string, Formats>()

function make(locale: string | undefined, timeZone: string | undefined): Formats {
  const entries = Object.entries(PARTS).map(([key, options]) => [
    key,
    new Intl.DateTimeFormat(locale, { ...options, timeZone }),
  ])
  return Object.fromEntries(entries) as Formats
}

function formatsFor(timeZone: string | null | undefined, locale: string | undefined): Formats {
  const key = `${locale ?? ''}|${timeZone ?? ''}`
  let formats = cache.get(key)
  if (!formats) {
    try {
      formats = make(locale, timeZone ?? undefined)
    } catch {
      // An unknown zone name: the viewer's own time zone is the best remaining guess.
      formats = make(locale, undefined)
    }
    cache.set(key, formats)
  }
  return formats
}

/** `locale` defaults to the browser's; tests pin it. */
export function dateBlock(iso: string, timeZone?: string | null, locale?: string): DateBlock {
  const date = new Date(iso)
  const formats = formatsFor(timeZone, locale)
  const part = (key: 'month' | 'day' | 'weekday') =>
    formats[key].formatToParts(date).find((p) => p.type === key)?.value ?? ''
  return {
    month: part('month'),
    day: part('day'),
    weekday: part('weekday'),
    time: formats.time.format(date),
    full: formats.full.format(date),
  }
}
