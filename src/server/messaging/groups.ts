/**
 * Message groups (docs/product.md#records, #states): an owner who is also a member, and members.
 */
import { and, eq, sql } from 'drizzle-orm'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { GroupMember, MessageGroup } from '~/shared/schemas/messaging'
import type { Db } from '../db/client'
import { messageGroupMembers, messageGroups } from '../db/schema'
import { ApiError } from '../http/errors'
import { type GroupAction, type GroupRole, groupDecision } from '../policy'
import type { Queryable } from './blocks'

type GroupRow = {
  id: string
  name: string
  creator_display_name: string
  owner_username: string
  is_owner: boolean
  member_count: number
}

const toGroup = (row: GroupRow): MessageGroup => ({
  id: row.id,
  name: row.name,
  creatorDisplayName: row.creator_display_name,
  ownerUsername: row.owner_username,
  isOwner: row.is_owner,
  memberCount: row.member_count,
})

const groupColumns = (viewerId: string) => sql`g.id, g.name,
  o.display_name as creator_display_name, o.username::text as owner_username,
  g.owner_id = ${viewerId} as is_owner,
  (select count(*)::int from message_group_members c where c.group_id = g.id) as member_count`

/** Groups the viewer belongs to, by name then id (index message_group_members_user_idx). */
export async function groupsOf(db: Db, viewerId: string): Promise<MessageGroup[]> {
  const { rows } = await db.execute<GroupRow>(sql`
    select ${groupColumns(viewerId)}
    from message_group_members gm join message_groups g on g.id = gm.group_id
    join users o on o.id = g.owner_id
    where gm.user_id = ${viewerId}
    order by lower(g.name), g.id`)
  return rows.map(toGroup)
}

export async function groupById(db: Db, viewerId: string, groupId: string) {
  const { rows } = await db.execute<GroupRow>(sql`
    select ${groupColumns(viewerId)}
    from message_groups g join users o on o.id = g.owner_id where g.id = ${groupId}`)
  const row = rows[0]
  return row ? toGroup(row) : undefined
}

/** Create a group owned by (and holding) the viewer. */
export function createGroup(db: Db, ownerId: string, name: string, now: Date) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(messageGroups)
      .values({ name, ownerId, createdAt: now })
      .returning({ id: messageGroups.id })
    if (!group) throw new Error('group insert returned no row')
    await tx
      .insert(messageGroupMembers)
      .values({ groupId: group.id, userId: ownerId, addedAt: now })
    return group.id
  })
}

/**
 * Where `userId` stands in a group. `lock` (inside a transaction) holds the group row until
 * commit, so concurrent owner changes are decided one after the other.
 */
export async function roleIn(
  db: Queryable,
  groupId: string,
  userId: string,
  lock = false,
): Promise<GroupRole> {
  const query = db
    .select({
      ownerId: messageGroups.ownerId,
      member: sql<boolean>`exists (select 1 from message_group_members m
        where m.group_id = ${groupId} and m.user_id = ${userId})`,
    })
    .from(messageGroups)
    .where(eq(messageGroups.id, groupId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return 'none'
  if (row.ownerId === userId) return 'owner'
  return row.member ? 'member' : 'none'
}

/** Refuse unless `role` may do `action` (docs/product.md#roles); a non-member learns nothing. */
export function assertGroupAction(role: GroupRole, action: GroupAction) {
  const decision = groupDecision(role, action)
  if (decision === 'not-found') throw ApiError.user(404, MESSAGING_MSG.groupNotFound)
  if (decision === 'owner-only') throw ApiError.user(403, MESSAGING_MSG.ownerOnly)
}

/** Members, owner first, then by display name and id. */
export async function membersOf(db: Db, groupId: string): Promise<GroupMember[]> {
  const { rows } = await db.execute<GroupMember>(sql`
    select u.id as "memberId", u.username::text as "memberUsername",
      u.display_name as "memberDisplayName", g.owner_id = u.id as "isOwner"
    from message_group_members m join message_groups g on g.id = m.group_id
    join users u on u.id = m.user_id
    where m.group_id = ${groupId}
    order by (g.owner_id = u.id) desc, lower(u.display_name), u.id`)
  return rows
}

export const memberMatch = (groupId: string, userId: string) =>
  and(eq(messageGroupMembers.groupId, groupId), eq(messageGroupMembers.userId, userId))
