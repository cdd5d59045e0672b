/**
 * Seen likes and bookmarks (docs/product.md#states toggles, docs/architecture/api.md#idempotency
 * desired state): row + counter together.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { seenBookmarks, seenLikes } from '../db/schema'
import { applySeenActivity } from './trending'

export type Reaction = 'like' | 'bookmark'

const TABLES = { like: seenLikes, bookmark: seenBookmarks } as const

export interface ReactionResult {
  active: boolean
  count: number
}

/**
 * Set (desired given) or flip (desired undefined) one user's like or bookmark of a Seen. The
 * counter changes only when the row did, so a replay or a double click cannot count twice; a new
 * like or bookmark moves the Seen's activity time (trending).
 */
export async function setReaction(
  db: Db,
  kind: Reaction,
  userId: string,
  seenId: string,
  desired: boolean | undefined,
  now: Date,
): Promise<ReactionResult> {
  const table = TABLES[kind]
  return db.transaction(async (tx) => {
    const remove = async () => {
      const match = and(eq(table.userId, userId), eq(table.seenId, seenId))
      return -(await tx.delete(table).where(match).returning({ seenId: table.seenId })).length
    }
    const add = async () =>
      (
        await tx
          .insert(table)
          .values({ userId, seenId, createdAt: now })
          .onConflictDoNothing()
          .returning({ seenId: table.seenId })
      ).length

    let active: boolean
    let delta: number
    if (desired === undefined) {
      delta = await remove()
      active = delta === 0
      if (active) delta = await add()
    } else {
      active = desired
      delta = desired ? await add() : await remove()
    }
    const counters = await applySeenActivity(tx, seenId, {
      [kind === 'like' ? 'likes' : 'bookmarks']: delta,
      activityAt: delta > 0 ? now : null,
    })
    const count = kind === 'like' ? counters?.likeCount : counters?.bookmarkCount
    return { active, count: count ?? 0 }
  })
}
