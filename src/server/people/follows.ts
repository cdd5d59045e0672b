/**
 * Follows (docs/product.md#records Followed user, #states Follow toggle): unique per pair, never of
 * oneself.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FollowedUser } from '~/shared/schemas/follow'
import type { Db } from '../db/client'
import { follows, userProfiles, users } from '../db/schema'
import { isoSql } from '../seens/seen-rows'

export async function isFollowing(db: Db, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return row !== undefined
}

/**
 * Set (desired given) or flip (undefined) a follow; returns whether it exists afterwards. The
 * caller has refused self-follows (the table's check would too). A repeat is a no-op.
 */
export async function setFollow(
  db: Db,
  followerId: string,
  followeeId: string,
  desired: boolean | undefined,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const match = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId))
    const want =
      desired ??
      (await tx.select({ one: sql`1` }).from(follows).where(match).for('update')).length === 0
    if (want) {
      await tx
        .insert(follows)
        .values({ followerId, followeeId, createdAt: now })
        .onConflictDoNothing()
    } else {
      await tx.delete(follows).where(match)
    }
    return want
  })
}

/** Remove a follow; false when there was none. */
export async function removeFollow(db: Db, followerId: string, followeeId: string) {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followeeId: follows.followeeId })
  return removed.length > 0
}

/** Everyone the user follows, newest first (primary-key prefix scan on follower_id). */
export async function followedUsers(db: Db, followerId: string): Promise<FollowedUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      userName: users.username,
      displayName: users.displayName,
      avatar: sql<
        string | null
      >`coalesce(${userProfiles.image}->>'thumbnailPath', ${userProfiles.image}->>'path')`,
      followDate: sql<string>`${isoSql('follows.created_at')}`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .leftJoin(userProfiles, eq(userProfiles.userId, follows.followeeId))
    .where(eq(follows.followerId, followerId))
    .orderBy(desc(follows.createdAt), follows.followeeId)
  return rows
}

/** A user's id by username (case-insensitive), or undefined. */
export async function userIdByUsername(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return row?.id
}
