/**
 * Appearance likes (docs/product.md#states toggle, docs/architecture/api.md#idempotency desired
 * state), hide and approval decisions.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appearanceLikes, appearances } from '../db/schema'
import { recountAppearanceTags } from './appearance-tags'

export interface LikeResult {
  isLiked: boolean
  likeCount: number
}

/**
 * Set (desired given) or flip (undefined) one user's like; the counter moves only when the row
 * did, in the same transaction, so a replay or double click cannot count twice.
 */
export async function setAppearanceLike(
  db: Db,
  userId: string,
  appearanceId: string,
  desired: boolean | undefined,
  now: Date,
): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    const match = and(
      eq(appearanceLikes.userId, userId),
      eq(appearanceLikes.appearanceId, appearanceId),
    )
    const remove = async () =>
      -(await tx.delete(appearanceLikes).where(match).returning({ id: appearanceLikes.userId }))
        .length
    const add = async () =>
      (
        await tx
          .insert(appearanceLikes)
          .values({ userId, appearanceId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: appearanceLikes.userId })
      ).length
    let isLiked: boolean
    let delta: number
    if (desired === undefined) {
      delta = await remove()
      isLiked = delta === 0
      if (isLiked) delta = await add()
    } else {
      isLiked = desired
      delta = desired ? await add() : await remove()
    }
    const [row] = await tx
      .update(appearances)
      .set({ likeCount: sql`${appearances.likeCount} + ${delta}::int` })
      .where(eq(appearances.id, appearanceId))
      .returning({ likeCount: appearances.likeCount })
    return { isLiked, likeCount: row?.likeCount ?? 0 }
  })
}

/** Hide or unhide; its hashtags stop or start counting for autocomplete in the same transaction. */
export async function setAppearanceHidden(db: Db, id: string, hide: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(appearances)
      .set({ isHidden: hide, updatedAt: now })
      .where(eq(appearances.id, id))
    await recountAppearanceTags(tx, id)
  })
}

/** Approve or reject; its hashtags count for autocomplete only once approved. */
export async function setAppearanceApproval(db: Db, id: string, approve: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(appearances)
      .set({ isApproved: approve, isRejected: !approve, updatedAt: now })
      .where(eq(appearances.id, id))
    await recountAppearanceTags(tx, id)
  })
}
