import type { Context } from 'hono'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import type { AppEnv } from '../context'

/**
 * Whether the request is one a guest's outbox sends (GUEST_SENDER_HEADER): it is then a
 * guest's request whatever session cookie the browser also holds. A guest who signed up or
 * logged in on the browser still holding their queued photos has both cookies; each photo goes
 * as the guest (their guest session cookie, their Idempotency-Key owner), never as the account.
 * The header can only take rights away: such a request is answered as if nobody were signed in.
 */
export const sentAsGuest = (c: Context<AppEnv>) => c.req.header(GUEST_SENDER_HEADER) !== undefined
