import type { MouseEvent } from 'react'
import { closeUserScopeForLogout, sendGuestPostsBeforeLogin } from '~/lib/offline'

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/**
 * Click handler of the Login link: a guest's posts queued offline are sent first (briefly),
 * while the browser is still that guest; then the link's address opens the login page.
 */
export function logInOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (!plainClick(event)) return
  event.preventDefault()
  const loginUrl = event.currentTarget.href
  void sendGuestPostsBeforeLogin().finally(() => window.location.assign(loginUrl))
}

/**
 * Click handler of the Logout link: this browser first forgets the user's persisted cache and
 * outbox (DESIGN §8), then the link's own address logs out with a full page load (DESIGN §4).
 */
export function logOutOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (!plainClick(event)) return
  event.preventDefault()
  const logoutUrl = event.currentTarget.href
  void closeUserScopeForLogout().finally(() => window.location.assign(logoutUrl))
}
