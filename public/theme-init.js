// Shows the last theme before the first paint; index.html loads this file synchronously because
// the CSP forbids inline scripts. The key is STORAGE_KEYS.activeTheme (src/shared/constants.ts);
// the app then switches to the signed-in user's own theme (src/lib/theme-store.ts).
;(() => {
  let theme = 'light'
  try {
    if (localStorage.getItem('seen.active-theme') === 'dark') theme = 'dark'
  } catch {
    // Storage unavailable: the default theme.
  }
  const root = document.documentElement
  root.dataset.theme = theme
  root.classList.toggle('dark', theme === 'dark')
  // The browser's bar follows the app's theme, not the system's (THEME_COLOR in theme-store.ts).
  const bar = document.querySelector('meta[name="theme-color"]')
  if (bar) bar.setAttribute('content', theme === 'dark' ? '#18181b' : '#6d28d9')
  // The app's page (index.html marks its tag) loads the Intl data on another thread now, long
  // before its first date is drawn; no worker, nothing lost but the head start.
  if (document.currentScript?.hasAttribute('data-warm-intl')) {
    try {
      new Worker('/intl-warm.js')
    } catch {
      // Workers refused: the first formatter loads the data itself.
    }
  }
})()
