/** Owner-only group changes (SPEC §4, §6), each in one transaction that locks the group. */
import { eq, sql } from 'drizzle-orm'
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

async function targetOf(tx: Tx, groupId: string, userId: string) {
  const [row] = await tx
    .select({
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
    const target = await targetOf(tx, groupId, memberId)
    if (!target) throw ApiError.user(404, MESSAGING_MSG.unknownUser)
    if (memberChangeDecision('add', target) === 'already-member') {
      throw ApiError.user(409, MESSAGING_MSG.alreadyMember)
    }
    await tx.insert(messageGroupMembers).values({ groupId, userId: memberId, addedAt: now })
  })
}

export function removeMember(db: Db, viewerId: string, groupId: string, memberId: string) {
  return db.transaction(async (tx) => {
    await asOwner(tx, viewerId, groupId, 'remove-member')
    const target = (await targetOf(tx, groupId, memberId)) ?? { isMember: false, isOwner: false }
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
    const target = (await targetOf(tx, groupId, newOwnerId)) ?? { isMember: false, isOwner: false }
    const decision = transferDecision(target)
    if (decision === 'not-member') throw ApiError.user(400, MESSAGING_MSG.notMember)
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
