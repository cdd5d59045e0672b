/**
 * What each push is about, read back from committed rows after the request's write: who gets
 * it, in which scope, and what its text names. Each returns no events when the row is gone.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { PushDetail, PushKind } from '~/shared/push'
import type { Db } from '../db/client'
import {
  appearances,
  invitations,
  joinRequests,
  messageRecipients,
  messages,
  seens,
  users,
} from '../db/schema'

export interface PushEvent {
  kind: PushKind
  userIds: string[]
  scope: string
  detail: PushDetail
}

const seenDetail = { seenShortName: seens.shortName, seenName: seens.seenName }

/** A new message: every recipient still there. */
export async function messageEvents(db: Db, messageId: string): Promise<PushEvent[]> {
  const rows = await db
    .select({
      userId: messageRecipients.recipientId,
      actorName: users.displayName,
      subject: messages.subject,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(eq(messageRecipients.messageId, messageId), isNotNull(messageRecipients.recipientId)),
    )
  const [first] = rows
  if (!first) return []
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []))
  const detail = { actorName: first.actorName, subject: first.subject }
  return [{ kind: 'message', userIds, scope: '', detail }]
}

/** Invitations to people with an account, made by this send (same Seen, inviter and moment). */
export async function invitationEvents(
  db: Db,
  seenId: string,
  inviterId: string,
  at: Date,
): Promise<PushEvent[]> {
  const rows = await db
    .select({ userId: invitations.inviteeId, actorName: users.displayName, ...seenDetail })
    .from(invitations)
    .innerJoin(seens, eq(seens.id, invitations.seenId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(
      and(
        eq(invitations.seenId, seenId),
        eq(invitations.inviterId, inviterId),
        eq(invitations.invitedAt, at),
        isNotNull(invitations.inviteeId),
      ),
    )
  return rows.flatMap(({ userId, ...detail }) =>
    userId ? [{ kind: 'invitation' as const, userIds: [userId], scope: seenId, detail }] : [],
  )
}

async function joinRequestRow(db: Db, requestId: string) {
  const [row] = await db
    .select({
      seenId: seens.id,
      creatorId: seens.createdById,
      requesterId: joinRequests.userId,
      actorName: users.displayName,
      ...seenDetail,
    })
    .from(joinRequests)
    .innerJoin(seens, eq(seens.id, joinRequests.seenId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.id, requestId))
  return row
}

/** A new join request: the Seen's creator. */
export async function joinRequestEvents(db: Db, requestId: string): Promise<PushEvent[]> {
  const row = await joinRequestRow(db, requestId)
  if (!row) return []
  const { seenId, creatorId, requesterId: _, ...detail } = row
  return [{ kind: 'joinRequest', userIds: [creatorId], scope: seenId, detail }]
}

/** An approved join request: the person who asked. */
export async function joinApprovedEvents(db: Db, requestId: string): Promise<PushEvent[]> {
  const row = await joinRequestRow(db, requestId)
  if (!row) return []
  const { seenShortName, seenName } = row
  const detail = { seenShortName, seenName }
  return [{ kind: 'joinApproved', userIds: [row.requesterId], scope: row.seenId, detail }]
}

/** A new appearance waiting for approval: the Seen's creator. */
export async function photoReviewEvents(db: Db, appearanceId: string): Promise<PushEvent[]> {
  const [row] = await db
    .select({
      seenId: seens.id,
      creatorId: seens.createdById,
      isApproved: appearances.isApproved,
      actorName: appearances.displayUserName,
      ...seenDetail,
    })
    .from(appearances)
    .innerJoin(seens, eq(seens.id, appearances.seenId))
    .where(eq(appearances.id, appearanceId))
  if (!row || row.isApproved) return []
  const { seenId, creatorId, isApproved: _, ...detail } = row
  return [{ kind: 'photoReview', userIds: [creatorId], scope: seenId, detail }]
}
