/** The clip_uploads rows: whose an upload is, for which Seen, until when; claims while finishing. */
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm'
import { CLIP_LIMITS } from '~/shared/constants'
import type { AppearanceViewer } from '../appearances/guest-session'
import type { Db } from '../db/client'
import { clipUploads } from '../db/schema'
import type { ClipUploads } from './clip-uploads'

export type ClipUploadRow = typeof clipUploads.$inferSelect

/** A finish that has not ended within this is taken for dead (its instance stopped). */
const CLAIM_HELD_MS = 60 * 60_000

export async function openClipUpload(
  db: Db,
  upload: {
    id: string
    seenId: string
    viewer: AppearanceViewer
    size: number
  },
  now: Date,
): Promise<void> {
  const { userId, guestKeyHash } = upload.viewer
  await db.insert(clipUploads).values({
    id: upload.id,
    seenId: upload.seenId,
    userId,
    guestKeyHash: userId ? null : guestKeyHash,
    size: upload.size,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLIP_LIMITS.uploadKeptMs),
  })
}

const ownerOf = (viewer: AppearanceViewer) =>
  viewer.userId
    ? eq(clipUploads.userId, viewer.userId)
    : viewer.guestKeyHash
      ? eq(clipUploads.guestKeyHash, viewer.guestKeyHash)
      : undefined

/** How many uploads `viewer` holds open (not expired), finished or not. */
export async function openUploadsOf(db: Db, viewer: AppearanceViewer, now: Date): Promise<number> {
  const owner = ownerOf(viewer)
  if (!owner) return 0
  const [row] = await db
    .select({ n: count() })
    .from(clipUploads)
    .where(and(owner, gt(clipUploads.expiresAt, now)))
  return row?.n ?? 0
}

/**
 * Upload `id` when `viewer` owns it and it has not expired: a signed-in user by their id, a
 * guest by their guest session. Anyone else's, or an unknown one, is undefined alike.
 */
export async function ownedClipUpload(
  db: Db,
  id: string,
  viewer: AppearanceViewer,
  now: Date,
): Promise<ClipUploadRow | undefined> {
  const owner = ownerOf(viewer)
  if (!owner) return undefined
  const [row] = await db
    .select()
    .from(clipUploads)
    .where(and(eq(clipUploads.id, id), owner, gt(clipUploads.expiresAt, now)))
  return row
}

/** Marks upload `id` as being finished; false when another finish holds it. */
export async function claimClipUpload(db: Db, id: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - CLAIM_HELD_MS)
  const claimed = await db
    .update(clipUploads)
    .set({ claimedAt: now })
    .where(
      and(
        eq(clipUploads.id, id),
        or(isNull(clipUploads.claimedAt), lt(clipUploads.claimedAt, stale)),
      ),
    )
    .returning({ id: clipUploads.id })
  return claimed.length === 1
}

export async function releaseClipUpload(db: Db, id: string): Promise<void> {
  await db.update(clipUploads).set({ claimedAt: null }).where(eq(clipUploads.id, id))
}

/** Forgets upload `id`: its row, then its bytes. */
export async function discardClipUpload(db: Db, uploads: ClipUploads, id: string): Promise<void> {
  await db.delete(clipUploads).where(eq(clipUploads.id, id))
  await uploads.remove(id)
}

/**
 * The cleanup the server runs every hour (src/server/index.ts): uploads past their day go, row
 * and bytes, unless a finish is holding one right now; so do bytes on disk no row names (their
 * Seen or account was deleted) once they are a day old, and work folders a crash left behind.
 * Returns how many uploads it removed.
 */
export async function expireClipUploads(db: Db, uploads: ClipUploads, now: Date): Promise<number> {
  const held = new Date(now.getTime() - CLAIM_HELD_MS)
  const expired = await db
    .delete(clipUploads)
    .where(
      and(
        lt(clipUploads.expiresAt, now),
        or(isNull(clipUploads.claimedAt), lt(clipUploads.claimedAt, held)),
      ),
    )
    .returning({ id: clipUploads.id })
  for (const { id } of expired) await uploads.remove(id)

  const known = new Set(
    (await db.select({ id: clipUploads.id }).from(clipUploads)).map((r) => r.id),
  )
  const dayAgo = now.getTime() - CLIP_LIMITS.uploadKeptMs
  let orphans = 0
  for (const { id, createdAt } of await uploads.list()) {
    if (known.has(id) || (createdAt && createdAt.getTime() > dayAgo)) continue
    await uploads.remove(id)
    orphans++
  }
  await uploads.sweepWork(new Date(dayAgo))
  return expired.length + orphans
}
