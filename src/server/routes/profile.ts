import { type Context, Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { followRequest } from '~/shared/schemas/follow'
import {
  PRIVATE_PROFILE_FIELDS,
  saveProfileRequest,
  settingsSchema,
  type UserProfile,
} from '~/shared/schemas/profile'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody, parseOr400 } from '../http/validate'
import { deleteImage, processUpload } from '../images'
import { isFollowing, setFollow, userIdByUsername } from '../people/follows'
import { mergeProfileInput } from '../people/profile-input'
import { profileById, profileByUsername, saveProfile, storedAvatar } from '../people/profile-query'
import { followDecision, profileViewFor } from '../policy'

/** The user a path's {username} names; 404 when there is none. */
async function targetOf(c: Context<AppEnv>) {
  const id = await userIdByUsername(c.get('deps').db, c.req.param('username') ?? '')
  if (!id) throw ApiError.user(404, PEOPLE_MSG.userNotFound)
  return id
}

function publicPart(profile: UserProfile) {
  const copy: Partial<UserProfile> = { ...profile }
  for (const field of PRIVATE_PROFILE_FIELDS) delete copy[field]
  return copy
}

/**
 * docs/product.md#calls profile calls: own profile and settings, others' profiles, follow status
 * and toggle.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c)
    const userProfile = await profileById(c.get('deps').db, user.id)
    if (!userProfile) throw ApiError.user(401, MSG.notLoggedIn)
    return c.json({ success: true as const, userProfile })
  })
  .post('/', async (c) => {
    const user = requireUser(c)
    const { db, storage, config, clock } = c.get('deps')
    const raw = (await jsonBody(c, saveProfileRequest)).userProfile
    const stored = await profileById(db, user.id)
    if (!stored) throw ApiError.user(401, MSG.notLoggedIn)
    const settings = parseOr400(settingsSchema, mergeProfileInput(stored, raw))
    const upload = settings.imageInfo?.image
    const image = upload
      ? await processUpload({ base64: upload, kind: 'avatar' }, storage, {
          cdnUrl: config.MEDIA_CDN_URL,
        })
      : settings.imageInfo === null
        ? null
        : undefined
    const previous = image === undefined ? null : await storedAvatar(db, user.id)
    try {
      await saveProfile(db, user.id, settings, image, clock())
    } catch (error) {
      await deleteImage(image, storage).catch(() => undefined)
      throw error
    }
    await deleteImage(previous, storage).catch((err: unknown) =>
      c.get('log').warn({ err }, 'could not delete a replaced avatar'),
    )
    const userProfile = await profileById(db, user.id)
    return c.json({ success: true as const, userProfile })
  })
  .get('/by-username/:username', async (c) => {
    const viewerId = c.get('user')?.id ?? null
    const profile = await profileByUsername(c.get('deps').db, c.req.param('username'))
    if (!profile) throw ApiError.user(404, PEOPLE_MSG.userNotFound)
    const userProfile =
      profileViewFor(viewerId, profile.id) === 'full' ? profile : publicPart(profile)
    return c.json({ success: true as const, userProfile })
  })
  .get('/follow-status/:username', async (c) => {
    const target = await targetOf(c)
    const viewerId = c.get('user')?.id
    const following = viewerId ? await isFollowing(c.get('deps').db, viewerId, target) : false
    return c.json({ success: true as const, isFollowing: following })
  })
  .post('/follow/:username', async (c) => {
    const viewer = requireUser(c, PEOPLE_MSG.followNeedsLogin)
    const body = await jsonBody(c, followRequest)
    const { db, clock } = c.get('deps')
    const target = await userIdByUsername(db, c.req.param('username'))
    const decision = followDecision(viewer.id, target)
    if (decision === 'unknown-user' || !target) throw ApiError.user(404, PEOPLE_MSG.userNotFound)
    if (decision === 'self') throw ApiError.user(400, PEOPLE_MSG.cannotFollowSelf)
    const following = await setFollow(db, viewer.id, target, body.follow, clock())
    return c.json({ success: true as const, isFollowing: following })
  })
