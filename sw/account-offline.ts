import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { accountOfflinePage } from './account-offline-page'

/** Long enough for a slow phone network, short enough that a venue's dead Wi-Fi is not a wait. */
const ACCOUNT_PAGE_TIMEOUT_S = 10

/** The account pages, and the BFF's login and logout addresses that lead to them. */
const isAccountPage = (url: URL) => /^\/(account|bff)(\/|$)/.test(url.pathname)

/**
 * The account pages (log in, sign up, log out, password reset) are the server's (DESIGN §4), so the
 * shell cannot open them offline: a guest tapping "Log in" at a venue with no signal got the
 * browser's error page and lost the app. Opened from the network as before; when it cannot be
 * reached (or does not answer within the timeout), this page says why and leads back.
 */
export function serveAccountPagesOffline() {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isAccountPage(url),
    new NetworkOnly({
      networkTimeoutSeconds: ACCOUNT_PAGE_TIMEOUT_S,
      plugins: [{ handlerDidError: async ({ request }) => accountOfflinePage(request.url) }],
    }),
  )
}
