import { Hono } from 'hono'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { moderateAppearanceRequest } from '~/shared/schemas/moderation'
import { blockPosterOf } from '../appearances/poster-blocks'
import { removeAppearance } from '../appearances/remove-appearance'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBodyOrQuery } from '../http/validate'
import { deleteImage } from '../images'
import { blockPosterDecision, canRemoveAppearance } from '../policy'
import { openable } from './appearances-actions'

/**
 * The host's moderation of one appearance (docs/decisions/111-remove-appearance.md,
 * docs/decisions/112-block-poster.md): remove it with its photo, or block its poster from posting
 * to the Seen. Whoever may not open the appearance gets 404, anyone else but the creator 403.
 */
export const appearanceModerationRoutes = new Hono<AppEnv>()
  .post('/remove/:appearanceShortName', async (c) => {
    requireUser(c)
    await jsonBodyOrQuery(c, moderateAppearanceRequest)
    const access = await openable(c, c.req.param('appearanceShortName'))
    if (!canRemoveAppearance(access.role)) throw ApiError.user(403, MODERATION_MSG.onlyCreator)
    const { db, storage } = c.get('deps')
    const image = await removeAppearance(db, access.id)
    // Removed after the commit: a file that cannot be deleted is only logged, its record is gone.
    await deleteImage(image, storage).catch((err: unknown) =>
      c.get('log').warn({ err }, 'could not delete a removed appearance photo'),
    )
    return c.json({
      success: true as const,
      appearanceShortName: c.req.param('appearanceShortName'),
      seenShortName: access.seenShortName,
    })
  })
  .post('/block/:appearanceShortName', async (c) => {
    const user = requireUser(c)
    await jsonBodyOrQuery(c, moderateAppearanceRequest)
    const access = await openable(c, c.req.param('appearanceShortName'))
    const decision = blockPosterDecision(access.role, {
      postedByCreator: access.authorId === user.id,
    })
    if (decision === 'not-creator') throw ApiError.user(403, MODERATION_MSG.onlyCreator)
    if (decision === 'self') throw ApiError.user(400, MODERATION_MSG.cannotBlockSelf)
    const { db, clock } = c.get('deps')
    const blockedPoster = await blockPosterOf(db, access.id, clock())
    if (!blockedPoster) throw ApiError.user(404, MODERATION_MSG.blockNotFound)
    return c.json({ success: true as const, blockedPoster })
  })
