import type { MouseEvent } from 'react'

/**
 * The outbox and cache code, and the push code, load on the first Login or Logout click, not
 * with the page.
 */
const sessionScope = () => import('~/lib/offline/session-scope')
const pushBrowser = () => import('~/lib/push-browser')

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/**
 * Leaves for the login or register page (`url`): a guest's posts queued offline are sent first
 * (briefly), while the browser is still that guest, so they are never sent as the new user.
 */
export function leaveGuestFor(url: string): Promise<void> {
  return sessionScope()
    .then((scope) => scope.sendGuestPostsBeforeLogin())
    .finally(() => window.location.assign(url))
}

/** Click handler of every Login and Register link (see `leaveGuestFor`). */
export function logInOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (!plainClick(event)) return
  event.preventDefault()
  void leaveGuestFor(event.currentTarget.href)
}

/**
 * Click handler of the Logout link: this browser first drops its push subscription and forgets
 * the user's persisted cache and outbox (docs/architecture/offline.md), then the link's own address
 * logs out with a full page load
 * (docs/architecture/accounts-and-security.md#accounts-and-sessions).
 */
export function logOutOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (!plainClick(event)) return
  event.preventDefault()
  const logoutUrl = event.currentTarget.href
  void pushBrowser()
    .then((push) => push.dropBrowserSubscription())
    // Without the push code (no connection, nothing cached), the cache is still forgotten.
    .catch(() => undefined)
    .then(sessionScope)
    .then((scope) => scope.closeUserScopeForLogout())
    .finally(() => window.location.assign(logoutUrl))
}
