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
  // What every card's time needs: a zone's own formatter (src/shared/time-zone.ts, ZONE_FORMAT)
  // and the other locales that name zones (src/shared/seen-time.ts, NAMING_LOCALES).
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(new Date())
  for (const naming of ['en-GB', 'en-AU', 'en-IN', 'en-NZ']) {
    new Intl.DateTimeFormat(naming, {
      timeZone: 'Asia/Tokyo',
      timeZoneName: 'short',
    }).formatToParts(new Date())
  }
} finally {
  self.close()
}
