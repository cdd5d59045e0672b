import type { MouseEvent } from 'react'
import { closeUserScopeForLogout } from '~/lib/offline'

/**
 * Click handler of the Logout link: this browser first forgets the user's persisted cache and
 * outbox (DESIGN §8), then the link's own address logs out with a full page load (DESIGN §4).
 */
export function logOutOnClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  const logoutUrl = event.currentTarget.href
  void closeUserScopeForLogout().finally(() => window.location.assign(logoutUrl))
}
