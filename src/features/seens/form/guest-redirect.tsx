import { useEffect } from 'react'
import { loginHref } from '~/features/session/links'
import { leaveGuestFor } from '~/features/session/logout'
import { GUEST_MAKESEEN_REDIRECT_MS } from '~/shared/constants'
import { SEEN_MSG } from '~/shared/seen-messages'

/**
 * docs/product.md#roles Anonymous on the make-Seen page: the message, then the login page after 1.5
 * s, coming back to `returnUrl` once logged in.
 */
export function GuestRedirect({ returnUrl }: { returnUrl: string }) {
  useEffect(() => {
    const timer = window.setTimeout(
      () => void leaveGuestFor(loginHref(returnUrl)),
      GUEST_MAKESEEN_REDIRECT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [returnUrl])
  return (
    <p role="status" className="card mt-6 text-zinc-800 dark:text-zinc-200">
      {SEEN_MSG.guestMakeSeen}
    </p>
  )
}
