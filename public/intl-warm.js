// A worker, started by /theme-init.js while the app's scripts download: it loads the browser's
// Intl data (region names, time zones, date patterns), which every thread of the page's process
// shares. Done on the main thread by the first card or Seen page, the first formatter held a
// phone there for 100–300 ms; started from main.tsx, the worker often finished too late.
try {
  const locale = navigator.language
  new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }).of('US')
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).formatToParts(new Date())
} finally {
  self.close()
}
