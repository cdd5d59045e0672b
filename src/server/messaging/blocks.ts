/**
 * Blocks (docs/product.md#states): a blocked user's messages leave the blocker's inbox and no
 * longer arrive.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { BlockedUser } from '~/shared/schemas/messaging'
import type { Db } from '../db/client'
import { userBlocks, users } from '../db/schema'
import { isoSql } from '../seens/seen-rows'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Queryable = Db | Tx

/** Block (repeat: no change) and return whether a new block was made. */
export async function addBlock(db: Db, blockerId: string, blockedId: string, now: Date) {
  const rows = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId, createdAt: now })
    .onConflictDoNothing()
    .returning({ blockedId: userBlocks.blockedId })
  return rows.length > 0
}

export async function removeBlock(db: Db, blockerId: string, blockedId: string) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
}

/** The users among `candidateIds` who blocked `senderId` (primary-key probes). */
export async function blockersOf(db: Queryable, senderId: string, candidateIds: string[]) {
  if (candidateIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedId, senderId), inArray(userBlocks.blockerId, candidateIds)))
  return new Set(rows.map((row) => row.id))
}

/** docs/product.md#calls GET /api/messaging/blocked: newest block first. */
export async function blockedUsers(db: Db, blockerId: string): Promise<BlockedUser[]> {
  return db
    .select({
      username: sql<string>`${users.username}::text`,
      displayName: users.displayName,
      blockedDate: sql<string>`${isoSql('user_blocks.created_at')}`,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), userBlocks.blockedId)
}

export type { Queryable, Tx }
