/** The date block of a Seen card, in the Seen's own time zone when it has a valid one. */
export interface DateBlock {
  month: string
  day: string
  weekday: string
  time: string
  /** Date and time in full, for screen readers and the tooltip. */
  full: string
}

type Format = (options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat

function formats(timeZone: string | null | undefined, locale: string | undefined): Format {
  if (timeZone) {
    try {
      new Intl.DateTimeFormat(locale, { timeZone })
      return (options) => new Intl.DateTimeFormat(locale, { ...options, timeZone })
    } catch {
      // An unknown zone name: the viewer's own time zone is the best remaining guess.
    }
  }
  return (options) => new Intl.DateTimeFormat(locale, options)
}

/** `locale` defaults to the browser's; tests pin it. */
export function dateBlock(iso: string, timeZone?: string | null, locale?: string): DateBlock {
  const date = new Date(iso)
  const format = formats(timeZone, locale)
  const part = (options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes) =>
    format(options)
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? ''
  return {
    month: part({ month: 'short' }, 'month'),
    day: part({ day: 'numeric' }, 'day'),
    weekday: part({ weekday: 'short' }, 'weekday'),
    time: format({ hour: 'numeric', minute: '2-digit' }).format(date),
    full: format({ dateStyle: 'full', timeStyle: 'short' }).format(date),
  }
}
