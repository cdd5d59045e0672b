/** Instants shown on the clocks of the place a Seen happens (its `timeZoneId`), for everyone. */

/** Formatters made once per zone, locale and style: a page of photos shows many instants. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string, options: Intl.DateTimeFormatOptions, locale?: string) {
  const key = `${zone}|${locale ?? ''}|${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })
    } catch {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    }
    formatters.set(key, made)
  }
  return made
}

function format(
  instant: string | Date,
  zone: string,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
) {
  return formatter(zone, options, locale).format(new Date(instant))
}

/** "Sat, 21 Nov 2026, 18:00 CET": an instant as shown to people of `zone`. */
export function formatInZone(instant: string | Date, zone: string, locale?: string): string {
  return format(
    instant,
    zone,
    {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    locale,
  )
}

/** "21 Nov 2026, 18:00": when a photo was posted, on the Seen's clocks. */
export function formatMomentInZone(instant: string | Date, zone: string, locale?: string): string {
  return format(instant, zone, { dateStyle: 'medium', timeStyle: 'short' }, locale)
}
