/** Write an appearance from the validated form record: row, tags, counters, membership, events. */
import { eq } from 'drizzle-orm'
import { CLIP_MSG } from '~/shared/clip-messages'
import { sanitizeCaption } from '~/shared/sanitize-caption'
import type { AppearanceRecord } from '~/shared/schemas/appearance'
import type { GuestUploads } from '~/shared/schemas/guest-uploads'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { appearances, clipUploads, memberships } from '../db/schema'
import { ApiError } from '../http/errors'
import { recordTimelineEvent } from '../people/timeline'
import { initialApproval, joinsByAppearance, type ModerationFacts, type SeenRole } from '../policy'
import { newShortName } from '../seens/short-name'
import { applySeenActivity } from '../seens/trending'
import { saveAppearanceTags } from './appearance-tags'
import { takeGuestUpload } from './guest-quota'

export interface SeenTiming {
  startAt: Date
  endAt: Date
}

/** relativeTime: 1 posted before the Seen's start (its days before), 2 during, 3 after its end. */
export function relativeTimeOf(seen: SeenTiming, now: Date): 1 | 2 | 3 {
  if (now < seen.startAt) return 1
  return now <= seen.endAt ? 2 : 3
}

const formColumns = (record: AppearanceRecord) => ({
  displayUserName: record.displayUserName,
  headline: record.headline,
  caption: sanitizeCaption(record.caption),
  relativeLocation: record.relativeLocation,
  isHidden: record.isHidden,
})

export interface NewAppearance {
  seenId: string
  seen: ModerationFacts & SeenTiming
  role: SeenRole
  userId: string | null
  guestKeyHash: string | null
  record: AppearanceRecord
  /** A clip's poster, or the photo. */
  image: ImageInfo
  /** A clip: its stored rendition, and the upload it came from (gone with the same commit). */
  clip?: NewClip
}

export interface NewClip {
  uploadId: string
  path: string
  contentType: 'video/mp4' | 'video/webm'
  size: number
  durationMs: number
  width: number
  height: number
}

const clipColumns = (clip: NewClip | undefined) =>
  clip
    ? {
        kind: 'clip' as const,
        clipPath: clip.path,
        clipContentType: clip.contentType,
        clipSize: clip.size,
        clipDurationMs: clip.durationMs,
        clipWidth: clip.width,
        clipHeight: clip.height,
      }
    : {}

/**
 * Create an appearance. In the same transaction: its hashtags (autocomplete), the Seen's
 * appearance counter and trending activity, one of the Seen's guest uploads for a guest's post
 * (refused when none is left), the author's membership when this is a logged-in non-member's
 * first appearance (docs/product.md#roles), the author's timeline events, and for a clip the
 * end of its upload's row. Returns its id, and
 * the Seen's guest uploads after a guest's post.
 */
export async function createAppearance(
  db: Db,
  input: NewAppearance,
  now: Date,
): Promise<{ id: string; guestUploads: GuestUploads | null }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const guestUploads = input.userId ? null : await takeGuestUpload(tx, input.seenId)
        const columns = formColumns(input.record)
        const [row] = await tx
          .insert(appearances)
          .values({
            ...columns,
            ...initialApproval(input.seen, input.role),
            shortName: newShortName(),
            seenId: input.seenId,
            createdById: input.userId,
            guestKeyHash: input.userId ? null : input.guestKeyHash,
            relativeTime: relativeTimeOf(input.seen, now),
            image: input.image,
            ...clipColumns(input.clip),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: appearances.id })
        if (!row) throw new Error('insert returned no row')
        if (input.clip) {
          // Exactly one appearance per upload: whoever removes its row first made it.
          const used = await tx
            .delete(clipUploads)
            .where(eq(clipUploads.id, input.clip.uploadId))
            .returning({ id: clipUploads.id })
          if (used.length !== 1) throw ApiError.user(404, CLIP_MSG.uploadNotFound)
        }
        await saveAppearanceTags(tx, row.id, columns)
        await applySeenActivity(tx, input.seenId, { appearances: 1, activityAt: now })
        if (input.userId) {
          const event = { userId: input.userId, seenId: input.seenId, at: now }
          if (joinsByAppearance(input.role)) {
            const joined = await tx
              .insert(memberships)
              .values({
                userId: input.userId,
                seenId: input.seenId,
                joinedVia: 'self',
                createdAt: now,
              })
              .onConflictDoNothing()
              .returning({ userId: memberships.userId })
            if (joined.length > 0)
              await recordTimelineEvent(tx, { ...event, eventType: 'UserMembership' })
          }
          await recordTimelineEvent(tx, { ...event, eventType: 'MadeAppearance' })
        }
        return { id: row.id, guestUploads }
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error
    }
  }
}

/**
 * Edit an appearance in place (the caller checked canEditAppearance). On a Seen that requires
 * approval, an edit by anyone but the creator waits for approval again, so approved content
 * cannot be swapped afterwards. `image` null keeps the stored photo. Its hashtags follow in the
 * same transaction.
 */
export async function updateAppearance(
  db: Db,
  id: string,
  change: {
    record: AppearanceRecord
    image: ImageInfo | null
    seen: ModerationFacts
    role: SeenRole
  },
  now: Date,
) {
  const columns = formColumns(change.record)
  await db.transaction(async (tx) => {
    await tx
      .update(appearances)
      .set({
        ...columns,
        ...initialApproval(change.seen, change.role),
        ...(change.image ? { image: change.image } : {}),
        updatedAt: now,
      })
      .where(eq(appearances.id, id))
    await saveAppearanceTags(tx, id, columns)
  })
}

/** The stored photo of an appearance (to delete it once replaced). */
export async function storedImage(db: Db, id: string): Promise<ImageInfo | null> {
  const [row] = await db
    .select({ image: appearances.image })
    .from(appearances)
    .where(eq(appearances.id, id))
  return row?.image ?? null
}
