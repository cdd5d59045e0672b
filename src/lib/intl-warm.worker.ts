/**
 * Loads the browser's Intl data (region names, time zones, date patterns) on a worker thread.
 * The data is shared by every thread of the page's process, so the first card or Seen page
 * that names a country or a zoned time finds it loaded: done there, the first
 * `Intl.DisplayNames` alone held a phone's main thread for 100–300 ms.
 */
const locale = navigator.language
try {
  new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }).of('US')
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).formatToParts(new Date())
} finally {
  ;(self as unknown as { close(): void }).close()
}
