/**
 * The links mailed for an account that act on it without a session: password reset links and
 * e-mail change links. Whatever takes the account back from someone else (a new password, a
 * reset, ending the other sessions) ends them all, so a link asked for by an intruder dies
 * with the intruder's session (docs/decisions/162-email-change-guard.md).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailChanges, passwordResets } from '../db/schema'

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
