/**
 * The links mailed for an account that act on it without a session: password reset links and
 * e-mail change links. Whatever takes the account back from someone else (a new password, a
 * reset, ending the other sessions) ends them all, so a link asked for by an intruder dies
 * with the intruder's session (docs/decisions/162-email-change-guard.md).
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailChanges, passwordResets, users } from '../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Marks every open reset and e-mail change link of `userId` used. */
export async function endOpenLinks(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
}

/** Marks the open e-mail change links that the session `sessionHash` asked for used. */
export async function endLinksOfSession(
  db: Db | Tx,
  userId: string,
  sessionHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.userId, userId),
        eq(emailChanges.sessionHash, sessionHash),
        isNull(emailChanges.usedAt),
      ),
    )
}

/** Whether an account other than `userId` uses `email` now (a link's address was taken). */
export async function takenByAnother(db: Db | Tx, email: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return taken !== undefined
}
