import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { fieldMessage, MSG } from '~/shared/messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import {
  APPEARANCE_LABELS,
  appearanceRecordSchema,
  NEW_APPEARANCE_SHORT_NAME,
} from '~/shared/schemas/appearance'
import { findAppearanceAccess } from '../appearances/appearance-access'
import { limitGuestPost } from '../appearances/guest-limits'
import { assertGuestRoom, warnHostIfNearlyFull } from '../appearances/guest-quota'
import { ensureGuestKeyHash, posterOf, viewerOf } from '../appearances/guest-session'
import { appearanceById } from '../appearances/list-query'
import { isBlockedPoster } from '../appearances/poster-blocks'
import { postableSeen } from '../appearances/posting-checks'
import { createAppearance, storedImage, updateAppearance } from '../appearances/save-appearance'
import { createClipAppearance } from '../clips/finish-clip'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { jsonBody, parseOr400 } from '../http/validate'
import { deleteImage, processUpload } from '../images'
import { safeError } from '../log-errors'
import { canEditAppearance, canOpenAppearance, canViewSeen, isBlockedFromPosting } from '../policy'
import { photoReviewEvents } from '../push/events'

/**
 * Required form fields; a missing one is read as null so its docs/product.md#validation message is
 * reported.
 */
const REQUIRED_FIELDS = ['displayUserName', 'headline', 'caption', 'relativeLocation'] as const
const withRequiredKeys = (raw: Record<string, unknown>) =>
  Object.fromEntries([...REQUIRED_FIELDS.map((key) => [key, null]), ...Object.entries(raw)])

const envelope = v.object(
  { appearanceRecord: v.record(v.string(), v.unknown(), APPEARANCE_MSG.recordRequired) },
  APPEARANCE_MSG.recordRequired,
)

type Upload = Awaited<ReturnType<typeof processUpload>>

async function processPhoto(c: Context<AppEnv>, base64: string | null | undefined) {
  if (!base64) return null
  const { storage, config } = c.get('deps')
  return processUpload({ base64, kind: 'appearance' }, storage, { cdnUrl: config.MEDIA_CDN_URL })
}

/** Run a write with a freshly stored photo; the photo is removed again when the write fails. */
async function withPhoto<T>(c: Context<AppEnv>, image: Upload | null, write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    await deleteImage(image, c.get('deps').storage).catch(() => undefined)
    throw error
  }
}

/**
 * docs/product.md#calls POST /api/appearance {appearanceRecord}: create (appearanceShortName
 * '-new-', photo required; docs/product.md#roles who may post, live only) or edit (the owner while
 * live; photo optional). Answers the saved appearance as `appearanceRecord` (its seenShortName is
 * what the client reads).
 */
export const appearanceWriteRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, clock, storage, push } = c.get('deps')
  const now = clock()
  const raw = (await jsonBody(c, envelope)).appearanceRecord
  const shortName =
    typeof raw.appearanceShortName === 'string'
      ? raw.appearanceShortName
      : NEW_APPEARANCE_SHORT_NAME
  const isNew = shortName === NEW_APPEARANCE_SHORT_NAME
  // Whether a photo exists is the server's knowledge, not the client's claim.
  const record = parseOr400(appearanceRecordSchema, { ...withRequiredKeys(raw), hasPhoto: !isNew })
  const viewer = viewerOf(c)

  if (isNew) {
    const seen = await postableSeen(c, record.seenShortName, now)
    // Counted before the photo is processed: a refused guest post costs no image work. A clip
    // was counted when its upload began.
    const guestKeyHash = viewer.userId ? null : await ensureGuestKeyHash(c, now)
    if (guestKeyHash) {
      if (!record.clipUploadId) await limitGuestPost(c, guestKeyHash, seen.id, now)
      await assertGuestRoom(db, seen.id)
    }
    const image = await processPhoto(c, record.imageInfo?.image)
    if (!image) throw ApiError.user(400, fieldMessage.required(APPEARANCE_LABELS.photo))
    const input = {
      seenId: seen.id,
      seen: { ...seen.moderation, ...seen.timing },
      role: seen.role,
      userId: viewer.userId,
      guestKeyHash,
      record,
      image,
    }
    const { id, guestUploads } = await withPhoto(c, image, () =>
      record.clipUploadId
        ? createClipAppearance(c, input, record.clipUploadId, now)
        : createAppearance(db, input, now),
    )
    push.notify((db) => photoReviewEvents(db, id))
    if (guestUploads) {
      const { mailer, config } = c.get('deps')
      const linkBase = publicOrigin(config)
      void warnHostIfNearlyFull({ db, mailer, linkBase }, seen.id, guestUploads).catch(
        (err: unknown) => c.get('log').error({ err: safeError(err) }, 'guest quota mail failed'),
      )
    }
    const appearanceRecord = await appearanceById(db, id, { ...viewer, guestKeyHash })
    return c.json({ success: true as const, appearanceRecord })
  }

  const access = await findAppearanceAccess(db, shortName, viewer, now)
  if (
    !access ||
    !canViewSeen(access.seen, access.role) ||
    !canOpenAppearance(access.seen, access.role, access)
  ) {
    throw ApiError.user(404, MSG.notFound)
  }
  if (!canEditAppearance(access, access.live)) {
    throw ApiError.user(403, APPEARANCE_MSG.editNotAllowed)
  }
  if (isBlockedFromPosting(access.role, await isBlockedPoster(db, access.seenId, posterOf(c)))) {
    throw ApiError.user(403, MODERATION_MSG.postBlocked)
  }
  const previous = await storedImage(db, access.id)
  const image = await processPhoto(c, record.imageInfo?.image)
  await withPhoto(c, image, () =>
    updateAppearance(db, access.id, { record, image, seen: access.seen, role: access.role }, now),
  )
  if (image) {
    await deleteImage(previous, storage).catch((err: unknown) =>
      c.get('log').warn({ err }, 'could not delete a replaced appearance photo'),
    )
  }
  const appearanceRecord = await appearanceById(db, access.id, viewer)
  return c.json({ success: true as const, appearanceRecord })
})
