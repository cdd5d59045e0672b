import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { accountOfflinePage } from './account-offline-page'

/** Long enough for a slow phone network, short enough that a venue's dead Wi-Fi is not a wait. */
const ACCOUNT_PAGE_TIMEOUT_S = 10

/** The account pages, and the BFF's login and logout addresses that lead to them. */
const isAccountPage = (url: URL) => /^\/(account|bff)(\/|$)/.test(url.pathname)

/**
 * The account pages (log in, sign up, log out, password reset) are the server's
 * (docs/architecture/accounts-and-security.md#accounts-and-sessions), so the shell cannot open them
 * offline: a guest tapping "Log in" at a venue with no signal got the browser's error page and lost
 * the app. Opened from the network as before; when it cannot be reached (or does not answer within
 * the timeout), this page says why and leads back.
 */
export function serveAccountPagesOffline() {
  const isAccountNavigation = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && isAccountPage(url)
  const offlinePage = {
    handlerDidError: async ({ request }: { request: Request }) => accountOfflinePage(request.url),
  }
  registerRoute(
    isAccountNavigation,
    new NetworkOnly({ networkTimeoutSeconds: ACCOUNT_PAGE_TIMEOUT_S, plugins: [offlinePage] }),
  )
  // A form sent (log in, sign up, reset) with no connection gets the same page. Without a
  // timeout: a slow answer may still sign the person in, and giving up on it would hide that.
  registerRoute(isAccountNavigation, new NetworkOnly({ plugins: [offlinePage] }), 'POST')
}
