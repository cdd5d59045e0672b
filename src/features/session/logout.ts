import type { MouseEvent } from 'react'
import { closeUserScopeForLogout, sendGuestPostsBeforeLogin } from '~/lib/offline'

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/**
 * Leaves for the login or register page (`url`): a guest's posts queued offline are sent first
 * (briefly), while the browser is still that guest, so they are never sent as the new user.
 */
export function leaveGuestFor(url: string): Promise<void> {
  return sendGuestPostsBeforeLogin().finally(() => window.location.assign(url))
}

/** Click handler of every Login and Register link (see `leaveGuestFor`). */
export function logInOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (!plainClick(event)) return
  event.preventDefault()
  void leaveGuestFor(event.currentTarget.href)
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
