/**
 * Settings → Sessions (docs/decisions/107-sessions-in-settings.md): a person's live sessions and
 * ending them. Ending deletes the row, so the session's cookie resolves to nobody on its next
 * request.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { deviceSummary } from '~/shared/device-summary'
import type { AccountSession } from '~/shared/schemas/account-sessions'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import type { SessionOwner } from '../policy'
import { endLinksOfSession, endOpenLinks } from './open-links'

const live = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now))

/** The user's sessions that still work: the current one first, then by last use. */
export async function listSessions(
  db: Db,
  input: { userId: string; currentHash: string; now: Date },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      sid: sessions.sid,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(input.userId, input.now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), sessions.sid)
  const listed = rows.map((row) => ({
    id: row.sid,
    device: deviceSummary(row.userAgent),
    createdDate: row.createdAt.toISOString(),
    lastSeenDate: row.lastSeenAt.toISOString(),
    isCurrent: row.tokenHash === input.currentHash,
  }))
  return [...listed.filter((s) => s.isCurrent), ...listed.filter((s) => !s.isCurrent)]
}

/** Whose session `sid` is (any account's: the policy decides what the viewer may do with it). */
export async function sessionOwner(db: Db, sid: string): Promise<SessionOwner | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.sid, sid))
  return row
}

/**
 * Ends one session, only if it still belongs to `userId`, and the e-mail change links it asked
 * for; the number ended (0 or 1).
 */
export async function endSession(
  db: Db,
  input: { userId: string; sid: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), eq(sessions.sid, input.sid)))
      .returning({ tokenHash: sessions.tokenHash })
    for (const { tokenHash } of ended)
      await endLinksOfSession(tx, input.userId, tokenHash, input.now)
    return ended.length
  })
}

/**
 * Ends every session of `userId` except the one with `keepHash`, and every reset and e-mail
 * change link mailed for the account; the number of sessions ended.
 */
export async function endOtherSessions(
  db: Db,
  input: { userId: string; keepHash: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.tokenHash, input.keepHash)))
      .returning({ sid: sessions.sid })
    await endOpenLinks(tx, input.userId, input.now)
    return ended.length
  })
}
