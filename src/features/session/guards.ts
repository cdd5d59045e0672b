import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { cacheRestored } from '~/lib/offline/active-outbox'
import type { SessionUser } from '~/shared/schemas/session'
import { loginHref } from './links'
import { sessionQueryOptions } from './queries'

/** The session as this browser knows it: the restored answer first (draw first, ask later). */
async function knownSession(queryClient: QueryClient) {
  await cacheRestored()
  return queryClient.ensureQueryData(sessionQueryOptions())
}

/**
 * For a route's `beforeLoad`: guests leave for the server's login page (a full navigation)
 * and come back to `returnUrl`, after a short send of their queued posts (as the Login link
 * does); signed-in users get their session.
 */
export async function requireUser(
  queryClient: QueryClient,
  returnUrl: string,
): Promise<SessionUser> {
  const user = await knownSession(queryClient)
  if (!user) {
    const { sendGuestPostsBeforeLogin } = await import('~/lib/offline/session-scope')
    await sendGuestPostsBeforeLogin()
    throw redirect({ href: loginHref(returnUrl), reloadDocument: true })
  }
  return user
}

/**
 * For a guest-only route's `beforeLoad` (docs/product.md#screens): a signed-in user is sent to /.
 */
export async function requireGuest(queryClient: QueryClient): Promise<void> {
  const user = await knownSession(queryClient)
  if (user) throw redirect({ to: '/' })
}
