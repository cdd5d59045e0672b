/**
 * Guest sessions for anonymous appearances (types 1 and 4, docs/product.md#seen-types). A guest
 * gets a random 256-bit token in an HttpOnly cookie (`seen_guest`, `__Host-seen_guest` behind
 * HTTPS) right before their first post is sent: the app asks `GET /bff/user` with
 * `X-Guest-Session: 1`, and a guest's 401 carries the cookie (a post without one still gets it, as
 * before). Only its sha256 is stored: in `guest_sessions` when it is issued, and on each appearance
 * the guest posts. A cookie the server did not issue is nobody's: a post that brings one is given a
 * new guest session, counted like any other (docs/decisions/166-guest-identities-and-limits.md).
 * The same browser can then edit, hide and unhide those appearances; nothing else identifies a
 * guest, and a guest who only browses gets none. Holding it before the post matters offline: a post
 * replayed after its answer (and that answer's Set-Cookie) was lost must come back as the same
 * guest, with the same Idempotency-Key owner, or the guest would not own what they posted.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { isSecureRequest } from '../auth/cookie'
import { hashToken } from '../auth/sessions'
import type { AppEnv } from '../context'
import { guestSessions } from '../db/schema'
import { limitNewGuestSession } from './guest-limits'

/** How long a guest keeps ownership of what they posted from this browser. */
export const GUEST_SESSION_MS = 90 * 24 * 60 * 60 * 1000

export const guestCookieName = (secure: boolean) => (secure ? '__Host-seen_guest' : 'seen_guest')

const secureOf = (c: Context<AppEnv>) => isSecureRequest(c, c.get('deps').config.TRUST_PROXY)

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The hash of the request's guest token, or null when it brought none. */
export function guestKeyHash(c: Context<AppEnv>): string | null {
  const token = getCookie(c, guestCookieName(secureOf(c)))
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null
}

/** Whether the server issued the guest session `hash` and it has not expired. */
async function issued(c: Context<AppEnv>, hash: string, now: Date): Promise<boolean> {
  const [row] = await c
    .get('deps')
    .db.select({ hash: guestSessions.tokenHash })
    .from(guestSessions)
    .where(and(eq(guestSessions.tokenHash, hash), gt(guestSessions.expiresAt, now)))
  return row !== undefined
}

/**
 * The request's guest key, issuing a new guest session cookie when it brought none the server
 * issued (counted against the address's limit of new guest sessions).
 */
export async function ensureGuestKeyHash(c: Context<AppEnv>, now: Date): Promise<string> {
  const existing = guestKeyHash(c)
  if (existing && (await issued(c, existing, now))) return existing
  await limitNewGuestSession(c, now)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + GUEST_SESSION_MS)
  await c
    .get('deps')
    .db.insert(guestSessions)
    .values({ tokenHash: hashToken(token), createdAt: now, expiresAt })
  const secure = secureOf(c)
  setCookie(c, guestCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  })
  return hashToken(token)
}

/**
 * Gives a guest (no signed-in user) who asks for it (`X-Guest-Session: 1`) their guest session
 * cookie when the request brought none; signed-in users and other requests get nothing.
 */
export async function issueRequestedGuestSession(c: Context<AppEnv>, now: Date): Promise<void> {
  if (!c.get('user') && c.req.header(GUEST_SESSION_HEADER) === '1') await ensureGuestKeyHash(c, now)
}

/** Who is asking, as the appearance queries need it. */
export interface AppearanceViewer {
  userId: string | null
  guestKeyHash: string | null
}

export const viewerOf = (c: Context<AppEnv>): AppearanceViewer => ({
  userId: c.get('user')?.id ?? null,
  guestKeyHash: guestKeyHash(c),
})

/**
 * Whom a host's blocks are checked against: the viewer, and also the account the browser is
 * signed in as when the request is sent as a guest's (`X-Guest-Sender` acts as nobody, but
 * never unblocks anybody).
 */
export const posterOf = (c: Context<AppEnv>): AppearanceViewer => ({
  userId: c.get('user')?.id ?? c.get('heldAccountId'),
  guestKeyHash: guestKeyHash(c),
})
