/** The host removes an appearance of their Seen (docs/decisions/111-remove-appearance.md). */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appearances, appearanceTags } from '../db/schema'
import type { StoredMedia } from '../images'
import { applySeenActivity } from '../seens/trending'
import { recountTags } from './appearance-tags'

/**
 * Delete the appearance in one transaction: its likes and hashtags go with it (cascade), its
 * tags are recounted for autocomplete, and the Seen's appearance counter drops by one. The
 * delete trigger writes the live event (migration 0007), so open pages drop it. Returns the
 * stored photo (and a clip's video file), for the caller to delete once committed; undefined
 * when it was already gone.
 */
export async function removeAppearance(db: Db, id: string): Promise<StoredMedia | undefined> {
  return db.transaction(async (tx) => {
    const tags = await tx
      .select({ tag: appearanceTags.tag })
      .from(appearanceTags)
      .where(eq(appearanceTags.appearanceId, id))
    const [row] = await tx.delete(appearances).where(eq(appearances.id, id)).returning({
      seenId: appearances.seenId,
      image: appearances.image,
      clipPath: appearances.clipPath,
    })
    if (!row) return undefined
    await recountTags(
      tx,
      tags.map((t) => t.tag),
    )
    await applySeenActivity(tx, row.seenId, { appearances: -1 })
    return { ...row.image, clipPath: row.clipPath }
  })
}
