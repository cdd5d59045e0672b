import { Hono } from 'hono'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { unblockPosterRequest } from '~/shared/schemas/moderation'
import { deletePosterBlock, findPosterBlock, listPosterBlocks } from '../appearances/poster-blocks'
import { viewableSeen } from '../appearances/seen-context'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import { canManagePosterBlocks } from '../policy'

/**
 * The host's list of posters blocked from their Seen, and unblocking
 * (docs/decisions/112-block-poster.md). A Seen the viewer may not view answers 404, anyone but its
 * creator 403.
 */
export const posterBlockRoutes = new Hono<AppEnv>()
  .get('/:seenShortName', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    const seen = await viewableSeen(db, c.req.param('seenShortName'), user.id, clock())
    if (!canManagePosterBlocks(seen.role)) throw ApiError.user(403, MODERATION_MSG.onlyCreator)
    return c.json({ success: true as const, blockedPosters: await listPosterBlocks(db, seen.id) })
  })
  .post('/unblock', async (c) => {
    const user = requireUser(c)
    const body = await jsonBody(c, unblockPosterRequest)
    const { db, clock } = c.get('deps')
    const block = await findPosterBlock(db, body.blockId)
    if (!block) throw ApiError.user(404, MODERATION_MSG.blockNotFound)
    const seen = await viewableSeen(db, block.seenShortName, user.id, clock())
    if (!canManagePosterBlocks(seen.role)) throw ApiError.user(403, MODERATION_MSG.onlyCreator)
    await deletePosterBlock(db, block.id)
    return c.json({ success: true as const, blockId: block.id })
  })
