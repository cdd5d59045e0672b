/**
 * A batch is sent minutes after its events (batches.ts), so what it names is read again when it
 * goes (docs/decisions/163-push-endpoints.md): the newest event since its window's first push that
 * its person may still see, with the names as they are now. Null when nothing is left to see (a
 * revoked invitation, a withdrawn message, a decided request): then nothing is sent.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { InvitationStatus, JoinRequestStatus, type SeenAccessibilityType } from '~/shared/enums'
import type { PushDetail } from '~/shared/push'
import type { Db } from '../db/client'
import { appearances, invitations, joinRequests, memberships, seens, users } from '../db/schema'
import { inboxWhere } from '../messaging/message-lists'
import {
  canManageJoinRequests,
  canModerate,
  canViewSeen,
  invitationAnswerRefusal,
  roleFor,
} from '../policy'
import type { DueBatch } from './batches'

const seenDetail = { seenShortName: seens.shortName, seenName: seens.seenName }

async function messageDetail(db: Db, { userId, since }: DueBatch): Promise<PushDetail | null> {
  const { rows } = await db.execute<{ actor_name: string; subject: string }>(sql`
    select su.display_name as actor_name, m.subject
    from message_recipients r join messages m on m.id = r.message_id
      join users su on su.id = m.sender_id
    where ${inboxWhere(userId)} and r.created_at > ${since}
    order by r.created_at desc, r.message_id desc
    limit 1`)
  const [row] = rows
  return row ? { actorName: row.actor_name, subject: row.subject } : null
}

async function invitationDetail(db: Db, batch: DueBatch, now: Date): Promise<PushDetail | null> {
  const [row] = await db
    .select({
      inviteeId: invitations.inviteeId,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      actorName: users.displayName,
      ...seenDetail,
    })
    .from(invitations)
    .innerJoin(seens, eq(seens.id, invitations.seenId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(
      and(
        eq(invitations.seenId, batch.scope),
        eq(invitations.inviteeId, batch.userId),
        eq(invitations.status, InvitationStatus.pending),
        gt(invitations.invitedAt, batch.since),
      ),
    )
    .orderBy(desc(invitations.invitedAt))
    .limit(1)
  if (!row || invitationAnswerRefusal(row, batch.userId, now, false)) return null
  const { inviteeId: _, status: __, expiresAt: ___, ...detail } = row
  return detail
}

async function joinRequestDetail(db: Db, batch: DueBatch): Promise<PushDetail | null> {
  const [row] = await db
    .select({ creatorId: seens.createdById, actorName: users.displayName, ...seenDetail })
    .from(joinRequests)
    .innerJoin(seens, eq(seens.id, joinRequests.seenId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(
      and(
        eq(joinRequests.seenId, batch.scope),
        eq(joinRequests.status, JoinRequestStatus.pending),
        gt(joinRequests.requestedAt, batch.since),
      ),
    )
    .orderBy(desc(joinRequests.requestedAt))
    .limit(1)
  if (!row || !canManageJoinRequests(roleFor(batch.userId, row.creatorId, false))) return null
  const { creatorId: _, ...detail } = row
  return detail
}

async function photoReviewDetail(db: Db, batch: DueBatch): Promise<PushDetail | null> {
  const [row] = await db
    .select({
      creatorId: seens.createdById,
      actorName: appearances.displayUserName,
      ...seenDetail,
    })
    .from(appearances)
    .innerJoin(seens, eq(seens.id, appearances.seenId))
    .where(
      and(
        eq(appearances.seenId, batch.scope),
        eq(appearances.isApproved, false),
        eq(appearances.isRejected, false),
        gt(appearances.createdAt, batch.since),
      ),
    )
    .orderBy(desc(appearances.createdAt))
    .limit(1)
  if (!row || !canModerate(roleFor(batch.userId, row.creatorId, false))) return null
  const { creatorId: _, ...detail } = row
  return detail
}

async function joinApprovedDetail(db: Db, batch: DueBatch): Promise<PushDetail | null> {
  const [row] = await db
    .select({
      creatorId: seens.createdById,
      accessibilityType: seens.accessibilityType,
      active: seens.active,
      ...seenDetail,
    })
    .from(memberships)
    .innerJoin(seens, eq(seens.id, memberships.seenId))
    .where(
      and(
        eq(memberships.seenId, batch.scope),
        eq(memberships.userId, batch.userId),
        gt(memberships.createdAt, batch.since),
      ),
    )
  if (!row) return null
  const facts = {
    accessibilityType: row.accessibilityType as SeenAccessibilityType,
    active: row.active,
  }
  if (!canViewSeen(facts, roleFor(batch.userId, row.creatorId, true))) return null
  return { seenShortName: row.seenShortName, seenName: row.seenName }
}

/** What the due batch may say now, or null when its person may no longer see any of it. */
export function detailAtSend(db: Db, batch: DueBatch, now: Date): Promise<PushDetail | null> {
  switch (batch.kind) {
    case 'message':
      return messageDetail(db, batch)
    case 'invitation':
      return invitationDetail(db, batch, now)
    case 'joinRequest':
      return joinRequestDetail(db, batch)
    case 'photoReview':
      return photoReviewDetail(db, batch)
    case 'joinApproved':
      return joinApprovedDetail(db, batch)
  }
}
