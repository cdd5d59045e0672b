/**
 * The finish of a clip (docs/decisions/180-video-clips-server.md): POST /api/appearance with the
 * finished upload's id turns it into exactly one appearance. The route has checked who may post
 * and stored the poster; this checks the upload, makes the clip safe and stores it.
 */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { CLIP_MSG } from '~/shared/clip-messages'
import { createAppearance, type NewAppearance, type NewClip } from '../appearances/save-appearance'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { type MediaStorage, mediaPath } from '../storage'
import { ClipRefusal } from './clip-refusal'
import { type PreparedClip, prepareClip } from './prepare-clip'
import {
  claimClipUpload,
  discardClipUpload,
  ownedClipUpload,
  releaseClipUpload,
} from './upload-rows'

/** A clip's key: a random name of its own beside the appearance photos. */
function clipKey(extension: string): string {
  const id = randomBytes(16).toString('base64url')
  return `appearances/${id.slice(0, 2)}/${id}.${extension}`
}

/** The upload `uploadId` of this poster for this Seen, finished; else a refusal that keeps it. */
async function finishedUpload(
  c: Context<AppEnv>,
  input: NewAppearance,
  uploadId: string,
  now: Date,
) {
  const { db, clipUploads } = c.get('deps')
  const viewer = { userId: input.userId, guestKeyHash: input.guestKeyHash }
  const row = await ownedClipUpload(db, uploadId, viewer, now)
  if (!row) throw ApiError.user(404, CLIP_MSG.uploadNotFound)
  if (row.seenId !== input.seenId) throw ApiError.user(409, CLIP_MSG.uploadOtherSeen)
  const progress = await clipUploads.progress(uploadId)
  if (!progress) throw ApiError.user(404, CLIP_MSG.uploadNotFound)
  if (progress.size === undefined || progress.offset < progress.size) {
    throw ApiError.user(409, CLIP_MSG.uploadUnfinished)
  }
}

/**
 * Stores `prepared` under a key of its own, and says what its appearance records of it (the
 * upload's row goes with the appearance's commit). The demo clip is stored through this too.
 */
export async function storeClip(
  storage: MediaStorage,
  prepared: PreparedClip,
  uploadId: string,
): Promise<{ key: string; clip: NewClip }> {
  const key = clipKey(prepared.extension)
  await storage.putFile(key, prepared.file, prepared.contentType)
  const { facts } = prepared
  const clip = {
    uploadId,
    path: mediaPath(key),
    contentType: prepared.contentType,
    size: prepared.size,
    durationMs: Math.max(1, Math.round(facts.durationSeconds * 1000)),
    width: facts.width,
    height: facts.height,
  }
  return { key, clip }
}

/**
 * Creates the clip appearance from upload `uploadId`. While it works the upload is claimed, so
 * a second finish (another Idempotency-Key, another device) gets 409; the appearance's commit
 * removes the upload's row, so no upload becomes two appearances. A clip Seen does not take is
 * refused and its upload removed; any other failure leaves the upload for a retry.
 */
export async function createClipAppearance(
  c: Context<AppEnv>,
  input: NewAppearance,
  uploadId: string,
  now: Date,
) {
  const { db, clipUploads, storage, config } = c.get('deps')
  await finishedUpload(c, input, uploadId, now)
  if (!(await claimClipUpload(db, uploadId, now))) throw ApiError.user(409, CLIP_MSG.uploadBusy)

  let prepared: PreparedClip
  try {
    // On S3 the copy is a download of the finished object; the prepared clip is a file of its own.
    const copy = await clipUploads.localCopy(uploadId)
    try {
      prepared = await prepareClip(copy.path, {
        workRoot: clipUploads.workRoot,
        ffmpegPath: config.FFMPEG_PATH,
      })
    } finally {
      await copy.dispose()
    }
  } catch (error) {
    if (!(error instanceof ClipRefusal)) {
      await releaseClipUpload(db, uploadId)
      throw error
    }
    c.get('log').info({ reason: error.message, cause: String(error.cause ?? '') }, 'clip refused')
    await discardClipUpload(db, clipUploads, uploadId)
    throw error.toApiError()
  }

  let key: string | null = null
  try {
    const stored = await storeClip(storage, prepared, uploadId)
    key = stored.key
    const created = await createAppearance(db, { ...input, clip: stored.clip }, now)
    await clipUploads
      .remove(uploadId)
      .catch((err: unknown) =>
        c.get('log').warn({ err }, 'could not remove a finished clip upload'),
      )
    return created
  } catch (error) {
    if (key) await storage.delete(key).catch(() => undefined)
    await releaseClipUpload(db, uploadId)
    throw error
  } finally {
    await prepared.dispose()
  }
}
