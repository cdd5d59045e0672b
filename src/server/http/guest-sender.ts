import type { MiddlewareHandler } from 'hono'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { MSG } from '~/shared/messages'
import type { AppEnv } from '../context'
import { ApiError } from './errors'

/**
 * A guest's queued action (GUEST_SENDER_HEADER) that arrives with a user's session: someone
 * signed in on the browser after the guest's outbox checked. It is refused before anything
 * happens (before its Idempotency-Key is claimed), so the photo is never posted as the user's;
 * 409 keeps it waiting in the guest's outbox.
 */
export const refuseGuestActionOfUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(GUEST_SENDER_HEADER) !== undefined && c.get('user')) {
    throw ApiError.user(409, MSG.guestSignedIn)
  }
  await next()
}
