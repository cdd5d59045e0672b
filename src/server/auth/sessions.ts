import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { SessionUser } from '../context'
import type { Db } from '../db/client'
import { perDb } from '../db/per-db'
import { sessions, users } from '../db/schema'

export const SESSION_SLIDING_MS = 14 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000
/** Extend the sliding expiry at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface NewSession {
  token: string
  sid: string
  expiresAt: Date
}

/** Longest User-Agent kept for the session list: enough to name the browser and system. */
export const SESSION_USER_AGENT_MAX = 300

export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent = '',
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url')
  const sid = randomBytes(16).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_SLIDING_MS)
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    sid,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: [...userAgent].slice(0, SESSION_USER_AGENT_MAX).join(''),
  })
  return { token, sid, expiresAt }
}

export interface ResolvedSession {
  user: SessionUser
  tokenHash: string
  /** Set when the sliding expiry moved and the cookie should be re-issued. */
  renewedUntil: Date | null
}

/**
 * Every request with a session cookie runs this lookup, so it is a named prepared statement:
 * PostgreSQL plans it once per connection. One per database handle.
 */
const lookupFor = perDb((db) => {
  const now = sql.placeholder('now')
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      sid: sessions.sid,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .prepare('resolve_session')
})

/** The user behind a session token, sliding its expiry; null for unknown or expired tokens. */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token)
  const [row] = await lookupFor(db).execute({ tokenHash, now })
  if (!row) return null
  let renewedUntil: Date | null = null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const sliding = now.getTime() + SESSION_SLIDING_MS
    renewedUntil = new Date(Math.min(sliding, row.absoluteExpiresAt.getTime()))
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: renewedUntil })
      .where(eq(sessions.tokenHash, tokenHash))
  }
  const { lastSeenAt: _l, absoluteExpiresAt: _a, ...user } = row
  return { user, tokenHash, renewedUntil }
}

export async function deleteSessionBySid(db: Db, tokenHash: string, sid: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.sid, sid)))
    .returning({ sid: sessions.sid })
  return deleted.length > 0
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)))
}
