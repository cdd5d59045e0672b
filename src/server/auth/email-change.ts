/**
 * A signed-in person's new e-mail address (docs/decisions/118-email-change.md, guarded by
 * docs/decisions/162-email-change-guard.md): asked for with the current password, confirmed by
 * a single-use link (1 h) mailed to the new address, whose token is kept only as its sha256,
 * like reset and invitation tokens. The link confirms at once only in the session that asked
 * for it; anywhere else it asks for the password again. The old address gets a notice, and once
 * the change is made, a link to undo it for a week (email-undo.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { emailChanges, users } from '../db/schema'
import { safeError } from '../log-errors'
import type { Mailer } from '../mail'
import { createUndo } from './email-undo'
import { endOpenLinks, takenByAnother } from './open-links'
import { verifyPassword } from './passwords'

export const EMAIL_LINK_MS = 60 * 60 * 1000
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

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
  input: {
    userId: string
    /** The asking session's token hash: the link confirms without a password only there. */
    sessionHash: string
    password: string
    newEmail: string
    linkBase: string
    now: Date
  },
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
      sessionHash: input.sessionHash,
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
        'The link works once, for one hour, in the browser where you asked for it (anywhere else it asks for your password). If you did not ask for it, ignore this mail: nothing changes.',
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
        'If this was not you, change your password in Settings: that also ends your other sessions and this change. Should the change go through all the same, this address gets a link to undo it.',
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

/** A link that still works: whose it is, its new address and the session that asked for it. */
export interface PendingChange {
  userId: string
  email: string
  sessionHash: string | null
}

export async function pendingChange(
  db: Db,
  token: string,
  now: Date,
): Promise<PendingChange | null> {
  if (!EMAIL_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({
      userId: emailChanges.userId,
      email: emailChanges.newEmail,
      sessionHash: emailChanges.sessionHash,
    })
    .from(emailChanges)
    .where(usable(token, now))
  return row ?? null
}

/** Whether the link may confirm without the password: only in the session that asked for it. */
export const askedHere = (change: PendingChange, sessionHash: string | null) =>
  change.sessionHash !== null && sessionHash !== null && change.sessionHash === sessionHash

export type EmailConfirmResult =
  | { ok: true; userId: string; email: string; oldEmail: string; undoToken: string }
  | { ok: false; reason: 'dead' | 'taken' | 'passwordNeeded' | 'passwordWrong' }

/**
 * Uses the link: in another session than the one that asked, only with the account's password.
 * Claims it (once, even when two tabs send it together) and moves the account to the new address
 * if no account took it meanwhile. Every other open link of the account (reset links mailed to
 * the old address among them) stops working, and an undo link for the old address is stored.
 * A refused change leaves the account as it was.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string; now: Date; sessionHash: string | null; password: string },
): Promise<EmailConfirmResult> {
  const change = await pendingChange(db, input.token, input.now)
  if (!change) return { ok: false, reason: 'dead' }
  if (!askedHere(change, input.sessionHash)) {
    if (!input.password) return { ok: false, reason: 'passwordNeeded' }
    const [user] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, change.userId))
    if (!user || !(await verifyPassword(user.hash, input.password))) {
      return { ok: false, reason: 'passwordWrong' }
    }
  }
  try {
    return await db.transaction(async (tx): Promise<EmailConfirmResult> => {
      const [claimed] = await tx
        .update(emailChanges)
        .set({ usedAt: input.now })
        .where(usable(input.token, input.now))
        .returning({ userId: emailChanges.userId, email: emailChanges.newEmail })
      if (!claimed) return { ok: false, reason: 'dead' }
      if (await takenByAnother(tx, claimed.email, claimed.userId)) {
        return { ok: false, reason: 'taken' }
      }
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, claimed.userId))
        .for('update')
      if (!before) return { ok: false, reason: 'dead' }
      await tx.update(users).set({ email: claimed.email }).where(eq(users.id, claimed.userId))
      await endOpenLinks(tx, claimed.userId, input.now)
      const undoToken = await createUndo(tx, {
        userId: claimed.userId,
        oldEmail: before.email,
        newEmail: claimed.email,
        now: input.now,
      })
      return { ok: true, ...claimed, oldEmail: before.email, undoToken }
    })
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}
