/**
 * docs/product.md#calls POST /api/seen/invitations/send: one result per invitee, so one bad name
 * never stops the others from being invited.
 */
import { and, eq } from 'drizzle-orm'
import { INVITATION_MSG } from '~/shared/membership-messages'
import type { InvitationSendResult } from '~/shared/schemas/invitation'
import type { Db } from '../db/client'
import { invitations, memberships, users } from '../db/schema'
import type { Logger } from '../logger'
import type { Mailer } from '../mail'
import { expireInvitations } from './expire'
import { invitationMail } from './invitation-mail'
import { classifyInvitee } from './invitees'
import { newInvitationToken } from './token'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SendContext {
  db: Db
  mailer: Mailer
  log: Logger
  seen: { id: string; seenName: string }
  inviter: { id: string; displayName: string }
  message: string | null
  expirationDays: number
  now: Date
  /** Absolute origin for mailed links (PUBLIC_URL, else the listening address). */
  linkBase: string
}

const failed = (invitee: string, errorMessage: string, isNewUser = false) => ({
  success: false,
  invitee,
  isNewUser,
  errorMessage,
})
const sent = (invitee: string, isNewUser: boolean) => ({
  success: true,
  invitee,
  isNewUser,
  errorMessage: null,
})

/** Insert one pending invitation; undefined when one is already pending for that person. */
async function insertInvitation(
  ctx: SendContext,
  invitee: { inviteeId: string } | { inviteeEmail: string },
) {
  const { token, hash } = newInvitationToken()
  const [row] = await ctx.db
    .insert(invitations)
    .values({
      seenId: ctx.seen.id,
      inviterId: ctx.inviter.id,
      ...invitee,
      tokenHash: hash,
      message: ctx.message,
      invitedAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + ctx.expirationDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: invitations.id, expiresAt: invitations.expiresAt })
  return row && { ...row, token }
}

async function inviteUser(ctx: SendContext, text: string, user: { id: string; username: string }) {
  if (user.id === ctx.inviter.id) return failed(text, INVITATION_MSG.yourself)
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.seenId, ctx.seen.id), eq(memberships.userId, user.id)))
  if (member) return failed(text, INVITATION_MSG.alreadyMember(user.username))
  const row = await insertInvitation(ctx, { inviteeId: user.id })
  return row ? sent(text, false) : failed(text, INVITATION_MSG.alreadyInvited(user.username))
}

/** A person without an account: the invitation travels as a mailed, single-use link. */
async function inviteNewPerson(ctx: SendContext, email: string) {
  const row = await insertInvitation(ctx, { inviteeEmail: email })
  if (!row) return failed(email, INVITATION_MSG.alreadyInvited(email), true)
  try {
    await ctx.mailer.send(
      invitationMail({ ...ctx, to: email, token: row.token, expiresAt: row.expiresAt }),
    )
  } catch (err) {
    ctx.log.error({ err, invitationId: row.id }, 'invitation mail could not be sent')
    await ctx.db.delete(invitations).where(eq(invitations.id, row.id))
    return failed(email, INVITATION_MSG.mailFailed(email), true)
  }
  return sent(email, true)
}

async function inviteOne(ctx: SendContext, text: string): Promise<InvitationSendResult> {
  const invitee = classifyInvitee(text)
  if (invitee.kind === 'invalidEmail') return failed(text, INVITATION_MSG.invalidEmail(text))
  if (invitee.kind === 'invalid') return failed(text, INVITATION_MSG.invalidInvitee(text))
  const match =
    invitee.kind === 'username'
      ? eq(users.username, invitee.username)
      : eq(users.email, invitee.email)
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(match)
  if (user) return inviteUser(ctx, text, user)
  if (invitee.kind === 'username') return failed(text, INVITATION_MSG.unknownUser(text))
  return inviteNewPerson(ctx, invitee.email)
}

/** Invite each person in turn; one refusal does not stop the others. */
export async function sendInvitations(
  ctx: SendContext,
  invitees: readonly string[],
): Promise<InvitationSendResult[]> {
  await expireInvitations(ctx.db, { seenId: ctx.seen.id }, ctx.now)
  const results: InvitationSendResult[] = []
  for (const text of invitees) results.push(await inviteOne(ctx, text))
  return results
}
