/**
 * Undoing a confirmed change of e-mail address from the old address
 * (docs/decisions/162-email-change-guard.md). Whoever confirmed the change may also know the
 * password, so the link mailed to the old address works for a week whatever happens to the
 * account meanwhile (a new password, a reset, ended sessions, a further change): using it puts
 * the old address back, sets a new password, ends every session and every other open link.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { emailUndos, sessions, users } from '../db/schema'
import { endOpenLinks, takenByAnother } from './open-links'
import { hashPassword } from './passwords'

export const EMAIL_UNDO_MS = 7 * 24 * 60 * 60 * 1000
export const EMAIL_UNDO_PATH = '/account/email/undo'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const emailUndoLink = (linkBase: string, token: string) =>
  new URL(`${EMAIL_UNDO_PATH}?token=${encodeURIComponent(token)}`, linkBase).href

/** Stores the undo link of a change just made, in its transaction; returns the token to mail. */
export async function createUndo(
  tx: Tx,
  input: { userId: string; oldEmail: string; newEmail: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(emailUndos).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    oldEmail: input.oldEmail,
    newEmail: input.newEmail,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_UNDO_MS),
  })
  return token
}

/** The text mailed to the old address once the change is made. */
export const undoMailText = (input: { displayName: string; newEmail: string; link: string }) =>
  [
    `Hello ${input.displayName},`,
    `your Seen account now uses ${input.newEmail} instead of this address.`,
    `If this was not you, open this link within 7 days to put this address back and choose a new password (every session of the account ends): ${input.link}`,
    'The link works once. If you made the change yourself, ignore this mail.',
  ].join('\n\n')

const usable = (token: string, now: Date) =>
  and(
    eq(emailUndos.tokenHash, hashToken(token)),
    isNull(emailUndos.usedAt),
    gt(emailUndos.expiresAt, now),
  )

/** The address an undo link that still works puts back, or null. */
export async function undoFor(db: Db, token: string, now: Date): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ oldEmail: emailUndos.oldEmail })
    .from(emailUndos)
    .where(usable(token, now))
  return row?.oldEmail ?? null
}

export type UndoResult =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'dead' | 'taken' }

/**
 * Uses the undo link (once, even when sent twice together): the account's address is the old
 * one again, its password `password`, and nothing signed in or mailed before works any more.
 * Refused, changing nothing but the link, when another account took the old address meanwhile.
 */
export async function undoEmailChange(
  db: Db,
  input: { token: string; password: string; now: Date },
): Promise<UndoResult> {
  if (!TOKEN_PATTERN.test(input.token)) return { ok: false, reason: 'dead' }
  const passwordHash = await hashPassword(input.password)
  try {
    return await db.transaction(async (tx): Promise<UndoResult> => {
      const [claimed] = await tx
        .update(emailUndos)
        .set({ usedAt: input.now })
        .where(usable(input.token, input.now))
        .returning({ userId: emailUndos.userId, email: emailUndos.oldEmail })
      if (!claimed) return { ok: false, reason: 'dead' }
      if (await takenByAnother(tx, claimed.email, claimed.userId)) {
        return { ok: false, reason: 'taken' }
      }
      await tx
        .update(users)
        .set({ email: claimed.email, passwordHash })
        .where(eq(users.id, claimed.userId))
      await tx.delete(sessions).where(eq(sessions.userId, claimed.userId))
      await endOpenLinks(tx, claimed.userId, input.now)
      // A later change's undo link went to an address the intruder chose.
      await tx
        .update(emailUndos)
        .set({ usedAt: input.now })
        .where(and(eq(emailUndos.userId, claimed.userId), isNull(emailUndos.usedAt)))
      return { ok: true, ...claimed }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}
