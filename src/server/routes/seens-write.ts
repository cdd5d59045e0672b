import { Hono } from 'hono'
import * as v from 'valibot'
import { isPast } from '~/shared/live'
import { MSG } from '~/shared/messages'
import { createSeenRecordSchema, NEW_SEEN_SHORT_NAME } from '~/shared/schemas/seen-record'
import { SEEN_MSG } from '~/shared/seen-messages'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody, parseOr400 } from '../http/validate'
import { deleteImage, processUpload } from '../images'
import { canEditSeen, canViewSeen } from '../policy'
import { cityFromPlaceFields, findCity } from '../seens/city'
import { withCityTimeZone } from '../seens/record-zone'
import { createSeen, updateSeen } from '../seens/save-seen'
import { findSeenAccess } from '../seens/seen-access'

/**
 * Required form fields; a missing one is read as null so its docs/product.md#validation message is
 * reported.
 */
const REQUIRED_FIELDS = [
  'seenName',
  'caption',
  'seenAccessibilityType',
  'locationType',
  'startDateTime',
  'durationHours',
  'preSeenDays',
  'postSeenDays',
  'geoNameId',
] as const
const withRequiredKeys = (raw: Record<string, unknown>) =>
  Object.fromEntries([...REQUIRED_FIELDS.map((key) => [key, null]), ...Object.entries(raw)])

/**
 * the geo location result of docs/product.md#records names no id, so a record may carry only the
 * city's name, state and point: the server then looks the place up. A sent id is checked as it is.
 */
function withGeoNameId(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.geoNameId !== undefined && raw.geoNameId !== null && raw.geoNameId !== 0) return raw
  const city = cityFromPlaceFields(raw)
  return city ? { ...raw, geoNameId: city.geoNameId } : raw
}

// The object's own message also covers a missing key (valibot would say "Invalid key: …").
const envelope = v.object(
  { createSeenRecord: v.record(v.string(), v.unknown(), SEEN_MSG.seenRequired) },
  SEEN_MSG.seenRequired,
)

/**
 * docs/product.md#calls POST /api/seen: create (shortName '-new-', photo required) or edit (the
 * creator only, until end + postSeenDays; the photo is optional). Returns the Seen's short name.
 */
export const seenWriteRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const user = requireUser(c)
  const { db, clock, storage, config } = c.get('deps')
  const raw = (await jsonBody(c, envelope)).createSeenRecord
  const now = clock()
  const shortName = typeof raw.shortName === 'string' ? raw.shortName : NEW_SEEN_SHORT_NAME
  const isNew = shortName === NEW_SEEN_SHORT_NAME

  const existing = isNew ? undefined : await findSeenAccess(db, shortName, user.id)
  if (!isNew) {
    if (!existing || !canViewSeen(existing, existing.role)) throw ApiError.user(404, MSG.notFound)
    if (!canEditSeen(existing.role, isPast(existing, now))) {
      throw ApiError.user(403, SEEN_MSG.editNotAllowed)
    }
  }

  const schema = createSeenRecordSchema({ now, existingStart: existing?.startAt.toISOString() })
  // Whether a photo exists is the server's knowledge, not the client's claim.
  const record = parseOr400(schema, {
    ...withRequiredKeys(withCityTimeZone(withGeoNameId(raw))),
    hasPhoto: Boolean(existing?.image),
  })
  const city = findCity(record.geoNameId)
  if (!city) {
    throw new ApiError(400, {
      geoNameId: [SEEN_MSG.citySelectionRequired],
      userMessage: [SEEN_MSG.citySelectionRequired],
    })
  }

  const upload = record.imageInfo?.image
  const image = upload
    ? await processUpload({ base64: upload, kind: 'seen' }, storage, {
        cdnUrl: config.MEDIA_CDN_URL,
      })
    : null
  let seenShortName = shortName
  try {
    if (existing) await updateSeen(db, existing.id, { record, city, image }, now)
    else seenShortName = await createSeen(db, user.id, { record, city, image }, now)
  } catch (error) {
    await deleteImage(image, storage).catch(() => undefined)
    throw error
  }
  if (existing && image) {
    await deleteImage(existing.image, storage).catch((err: unknown) =>
      c.get('log').warn({ err }, 'could not delete a replaced Seen photo'),
    )
  }
  return c.json({ success: true as const, seenShortName })
})
