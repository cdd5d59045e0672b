import { Hono } from 'hono'
import { safeReturnUrl } from '~/shared/return-url'
import { issueRequestedGuestSession } from '../appearances/guest-session'
import { clearSessionCookie, isSecureRequest } from '../auth/cookie'
import { deleteSessionBySid } from '../auth/sessions'
import type { AppEnv } from '../context'
import { requireCsrfHeader } from '../http/csrf'
import { ApiError } from '../http/errors'

export const LOGOUT_REFUSED = 'This logout link does not belong to your session.'

/**
 * Sent by the app's own session check: a guest is then answered `200 []` (no claims), not
 * `401`, so a guest's every start learns it is a guest without a failed request in the
 * browser's console (decision 175). Without it a guest gets the contract's 401.
 */
export const GUEST_OK_HEADER = 'X-Guest-Ok'

const toAccount = (page: 'login' | 'register', returnUrl: string | undefined) =>
  `/account/${page}?returnUrl=${encodeURIComponent(safeReturnUrl(returnUrl))}`

/**
 * docs/architecture/accounts-and-security.md#accounts-and-sessions: the backend-for-frontend
 * endpoints the client uses for its session.
 */
export const bffRoutes = new Hono<AppEnv>()
  .get('/user', requireCsrfHeader, async (c) => {
    const user = c.get('user')
    if (!user) {
      // Past the address's limit of new guest sessions: 429 with Retry-After, no cookie; the
      // guest's outbox waits it out before it asks again.
      await issueRequestedGuestSession(c, c.get('deps').clock())
      if (c.req.header(GUEST_OK_HEADER) === '1') return c.json([])
      return c.body(null, 401)
    }
    return c.json([
      { type: 'sub', value: user.id },
      { type: 'name', value: user.username },
      { type: 'display_name', value: user.displayName },
      { type: 'bff:logout_url', value: `/bff/logout?sid=${encodeURIComponent(user.sid)}` },
    ])
  })
  .get('/login', (c) => c.redirect(toAccount('login', c.req.query('returnUrl')), 302))
  .get('/register', (c) => c.redirect(toAccount('register', c.req.query('returnUrl')), 302))
  .get('/logout', async (c) => {
    const { db, config } = c.get('deps')
    const user = c.get('user')
    const hash = c.get('sessionHash')
    if (!user || !hash) {
      clearSessionCookie(c, isSecureRequest(c, config.TRUST_PROXY))
      return c.redirect('/account/login', 302)
    }
    const sid = c.req.query('sid') ?? ''
    if (sid !== user.sid || !(await deleteSessionBySid(db, hash, sid))) {
      throw ApiError.user(403, LOGOUT_REFUSED)
    }
    clearSessionCookie(c, isSecureRequest(c, config.TRUST_PROXY))
    // The browser's HTTP cache keeps immutable photos of private Seens: the next person on
    // this browser must not read them (the page also empties the worker's photo cache).
    c.header('Clear-Site-Data', '"cache"')
    c.get('log').info({ userId: user.id }, 'logged out')
    return c.redirect('/account/login', 302)
  })
