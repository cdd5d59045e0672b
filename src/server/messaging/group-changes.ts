/**
 * Owner-only group changes (docs/product.md#states, #roles), each in one transaction that locks the
 * group.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { Db } from '../db/client'
import { messageGroupMembers, messageGroups, users } from '../db/schema'
import { ApiError } from '../http/errors'
import { type GroupAction, memberChangeDecision, transferDecision } from '../policy'
import type { Tx } from './blocks'
import { assertGroupAction, memberMatch, roleIn } from './groups'

async function asOwner(tx: Tx, viewerId: string, groupId: string, action: GroupAction) {
  assertGroupAction(await roleIn(tx, groupId, viewerId, true), action)
}

async function targetOf(tx: Tx, groupId: string, userId: string, viewerId: string) {
  const [row] = await tx
    .select({
      blocksViewer: sql<boolean>`exists (select 1 from user_blocks b
        where b.blocker_id = ${userId} and b.blocked_id = ${viewerId})`,
      isMember: sql<boolean>`exists (select 1 from message_group_members m
        where m.group_id = ${groupId} and m.user_id = ${userId})`,
      isOwner: sql<boolean>`exists (select 1 from message_groups g
        where g.id = ${groupId} and g.owner_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

export function addMember(db: Db, viewerId: string, groupId: string, memberId: string, now: Date) {
  return db.transaction(async (tx) => {
    await asOwner(tx, viewerId, groupId, 'add-member')
    const target = await targetOf(tx, groupId, memberId, viewerId)
    if (!target) throw ApiError.user(404, MESSAGING_MSG.unknownUser)
    const decision = memberChangeDecision('add', target)
    if (decision === 'blocked') throw ApiError.user(403, MESSAGING_MSG.cannotJoinGroup)
    if (decision === 'already-member') throw ApiError.user(409, MESSAGING_MSG.alreadyMember)
    await tx.insert(messageGroupMembers).values({ groupId, userId: memberId, addedAt: now })
  })
}

export function removeMember(db: Db, viewerId: string, groupId: string, memberId: string) {
  return db.transaction(async (tx) => {
    await asOwner(tx, viewerId, groupId, 'remove-member')
    const target = (await targetOf(tx, groupId, memberId, viewerId)) ?? {
      isMember: false,
      isOwner: false,
    }
    const decision = memberChangeDecision('remove', target)
    if (decision === 'not-member') throw ApiError.user(404, MESSAGING_MSG.notMember)
    if (decision === 'owner-stays') throw ApiError.user(400, MESSAGING_MSG.ownerStays)
    await tx.delete(messageGroupMembers).where(memberMatch(groupId, memberId))
  })
}

/** The new owner must be a member; the old owner stays a member without ownership. */
export function transferOwnership(db: Db, viewerId: string, groupId: string, newOwnerId: string) {
  return db.transaction(async (tx) => {
    await asOwner(tx, viewerId, groupId, 'transfer')
    const target = (await targetOf(tx, groupId, newOwnerId, viewerId)) ?? {
      isMember: false,
      isOwner: false,
    }
    const decision = transferDecision(target)
    if (decision === 'not-member') throw ApiError.user(400, MESSAGING_MSG.notMember)
    if (decision === 'blocked') throw ApiError.user(403, MESSAGING_MSG.cannotOwnGroup)
    if (decision === 'already-owner') throw ApiError.user(400, MESSAGING_MSG.alreadyOwner)
    await tx.update(messageGroups).set({ ownerId: newOwnerId }).where(eq(messageGroups.id, groupId))
  })
}

export function deleteGroup(db: Db, viewerId: string, groupId: string) {
  return db.transaction(async (tx) => {
    await asOwner(tx, viewerId, groupId, 'delete')
    await tx.delete(messageGroups).where(eq(messageGroups.id, groupId))
  })
}

/**
 * Any member may leave. An owner leaving hands the group to the member added first after
 * them; an owner alone in it deletes it.
 */
export function leaveGroup(db: Db, viewerId: string, groupId: string) {
  return db.transaction(async (tx) => {
    const role = await roleIn(tx, groupId, viewerId, true)
    assertGroupAction(role, 'view')
    if (role === 'owner') {
      const [heir] = await tx
        .select({ userId: messageGroupMembers.userId })
        .from(messageGroupMembers)
        .where(
          and(eq(messageGroupMembers.groupId, groupId), ne(messageGroupMembers.userId, viewerId)),
        )
        .orderBy(asc(messageGroupMembers.addedAt), asc(messageGroupMembers.userId))
        .limit(1)
      if (!heir) {
        await tx.delete(messageGroups).where(eq(messageGroups.id, groupId))
        return
      }
      await tx
        .update(messageGroups)
        .set({ ownerId: heir.userId })
        .where(eq(messageGroups.id, groupId))
    }
    await tx.delete(messageGroupMembers).where(memberMatch(groupId, viewerId))
  })
}
