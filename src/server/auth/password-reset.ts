/**
 * Password recovery: a mailed single-use link (1 h) whose token is kept only as its sha256,
 * like invitation tokens; using it sets the password and ends every session of the account.
 * A signed-in person changes their password with the current one; their other sessions end.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { passwordResets, sessions, users } from '../db/schema'
import type { Mailer } from '../mail'
import { endOpenLinks } from './open-links'
import { hashPassword, verifyPassword } from './passwords'

export const RESET_LINK_MS = 60 * 60 * 1000
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const resetLink = (linkBase: string, token: string) =>
  new URL(`/account/reset?token=${encodeURIComponent(token)}`, linkBase).href

/**
 * Mails a reset link when `email` names an account; nothing happens otherwise, and the caller
 * answers the same either way. Earlier unused links of the account stop working.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; linkBase: string; now: Date },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(eq(users.email, input.email))
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(input.now.getTime() + RESET_LINK_MS)
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
    await tx.insert(passwordResets).values({
      tokenHash: hashResetToken(token),
      userId: user.id,
      createdAt: input.now,
      expiresAt,
    })
  })
  await mailer.send({
    to: user.email,
    subject: 'Reset your Seen password',
    text: [
      `Hello ${user.displayName},`,
      `someone asked to reset the password of your Seen account. To choose a new one, open: ${resetLink(input.linkBase, token)}`,
      `The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ].join('\n\n'),
  })
}

/** Whether `token` is a reset link that still works (shown before the form is filled). */
export async function resetIsUsable(db: Db, token: string, now: Date): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(token, now))
  return Boolean(row)
}

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashResetToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  )

/**
 * Uses the link: claims it (once, even when two tabs send it together), sets the password and
 * ends every session of the account and every other link mailed for it. Returns the user's id, or null for a link that does not work.
 */
export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string; now: Date },
): Promise<string | null> {
  if (!RESET_TOKEN_PATTERN.test(input.token)) return null
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(usable(input.token, input.now))
      .returning({ userId: passwordResets.userId })
    if (!claimed) return null
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId))
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId))
    await endOpenLinks(tx, claimed.userId, input.now)
    return claimed.userId
  })
}

/**
 * A signed-in person's new password, given the current one: false when that is wrong. Every
 * other session of the account ends (this one stays), and so do open reset and e-mail change
 * links.
 */
export async function changePassword(
  db: Db,
  input: { userId: string; keepSession: string; current: string; next: string; now: Date },
): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
  if (!user || !(await verifyPassword(user.passwordHash, input.current))) return false
  const passwordHash = await hashPassword(input.next)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId))
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.tokenHash, input.keepSession)))
    await endOpenLinks(tx, input.userId, input.now)
  })
  return true
}
