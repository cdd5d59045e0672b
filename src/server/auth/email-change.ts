/**
 * A signed-in person's new e-mail address (README decision 118): asked for with the current
 * password, confirmed by a single-use link (1 h) mailed to the new address, whose token is
 * kept only as its sha256, like reset and invitation tokens. The old address gets a notice.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailChanges, passwordResets, users } from '../db/schema'
import { safeError } from '../log-errors'
import type { Mailer } from '../mail'
import { verifyPassword } from './passwords'

export const EMAIL_LINK_MS = 60 * 60 * 1000
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** PostgreSQL's unique_violation, whether or not the driver's error is wrapped by drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const emailChangeLink = (linkBase: string, token: string) =>
  new URL(`/account/email/confirm?token=${encodeURIComponent(token)}`, linkBase).href

/** The account's address and the change waiting for its link, if one still works. */
export async function emailStatus(db: Db, userId: string, now: Date) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  const [pending] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1)
  return {
    email: user?.email ?? '',
    pending: pending
      ? { email: pending.email, expiresDate: pending.expiresAt.toISOString() }
      : null,
  }
}

export type EmailChangeRefusal = 'passwordWrong' | 'same' | 'taken' | 'mailFailed'

interface ErrorLog {
  error(detail: object, message: string): void
}

/**
 * Checks the password first (so a session without it learns nothing about other addresses),
 * then that the address is new and free; stores the link (earlier open ones stop working) and
 * mails it to the new address, and a notice to the old one.
 */
export async function requestEmailChange(
  { db, mailer, log }: { db: Db; mailer: Mailer; log: ErrorLog },
  input: { userId: string; password: string; newEmail: string; linkBase: string; now: Date },
): Promise<{ ok: true } | { ok: false; refusal: EmailChangeRefusal }> {
  const [user] = await db
    .select({ email: users.email, displayName: users.displayName, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
  if (!user || !(await verifyPassword(user.hash, input.password))) {
    return { ok: false, refusal: 'passwordWrong' }
  }
  if (user.email.toLowerCase() === input.newEmail.toLowerCase())
    return { ok: false, refusal: 'same' }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.newEmail))
  if (taken) return { ok: false, refusal: 'taken' }
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: input.now })
      .where(and(eq(emailChanges.userId, input.userId), isNull(emailChanges.usedAt)))
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId: input.userId,
      newEmail: input.newEmail,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + EMAIL_LINK_MS),
    })
  })
  try {
    await mailer.send({
      to: input.newEmail,
      subject: 'Confirm your new Seen e-mail address',
      text: [
        `Hello ${user.displayName},`,
        `to use this address for your Seen account, open: ${emailChangeLink(input.linkBase, token)}`,
        'The link works once, for one hour. If you did not ask for it, ignore this mail: nothing changes.',
      ].join('\n\n'),
    })
  } catch (err) {
    log.error({ err: safeError(err), userId: input.userId }, 'e-mail change link could not be sent')
    await db.delete(emailChanges).where(eq(emailChanges.tokenHash, hashToken(token)))
    return { ok: false, refusal: 'mailFailed' }
  }
  // The change works without it: a notice that cannot be sent is logged, not refused.
  await mailer
    .send({
      to: user.email,
      subject: 'Your Seen e-mail address is being changed',
      text: [
        `Hello ${user.displayName},`,
        `someone signed in to your Seen account asked to use ${input.newEmail} instead of this address. It changes once the link mailed there is opened.`,
        'If this was not you, change your password in Settings: that also ends your other sessions.',
      ].join('\n\n'),
    })
    .catch((err: unknown) =>
      log.error({ err: safeError(err), userId: input.userId }, 'e-mail change notice failed'),
    )
  return { ok: true }
}

const usable = (token: string, now: Date) =>
  and(
    eq(emailChanges.tokenHash, hashToken(token)),
    isNull(emailChanges.usedAt),
    gt(emailChanges.expiresAt, now),
  )

/** The new address of a link that still works (shown before it is confirmed), or null. */
export async function emailChangeFor(db: Db, token: string, now: Date): Promise<string | null> {
  if (!EMAIL_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(usable(token, now))
  return row?.email ?? null
}

export type EmailConfirmResult =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'dead' | 'taken' }

/**
 * Uses the link: claims it (once, even when two tabs send it together) and moves the account
 * to the new address if no account took it meanwhile. Open password reset links, mailed to the
 * old address, stop working. A refused change leaves the account as it was.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string; now: Date },
): Promise<EmailConfirmResult> {
  if (!EMAIL_TOKEN_PATTERN.test(input.token)) return { ok: false, reason: 'dead' }
  try {
    return await db.transaction(async (tx): Promise<EmailConfirmResult> => {
      const [claimed] = await tx
        .update(emailChanges)
        .set({ usedAt: input.now })
        .where(usable(input.token, input.now))
        .returning({ userId: emailChanges.userId, email: emailChanges.newEmail })
      if (!claimed) return { ok: false, reason: 'dead' }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, claimed.email), ne(users.id, claimed.userId)))
      if (taken) return { ok: false, reason: 'taken' }
      await tx.update(users).set({ email: claimed.email }).where(eq(users.id, claimed.userId))
      await tx
        .update(passwordResets)
        .set({ usedAt: input.now })
        .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)))
      return { ok: true, userId: claimed.userId, email: claimed.email }
    })
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}
