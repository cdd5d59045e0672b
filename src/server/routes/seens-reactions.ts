import { type Context, Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { bookmarkSeenRequest, likeSeenRequest } from '~/shared/schemas/seen-requests'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import { canReactToSeen } from '../policy'
import { type Reaction, setReaction } from '../seens/reactions'
import { findSeenAccess } from '../seens/seen-access'

/** Resolve the Seen and check the viewer may react to it; a Seen they may not view is a 404. */
async function react(
  c: Context<AppEnv>,
  kind: Reaction,
  shortName: string,
  desired: boolean | undefined,
) {
  const user = requireUser(c)
  const { db, clock } = c.get('deps')
  const access = await findSeenAccess(db, shortName, user.id)
  if (!access || !canReactToSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
  return setReaction(db, kind, user.id, access.id, desired, clock())
}

/**
 * docs/product.md#calls POST /api/seen/bookmark and /api/seen/like;
 * docs/architecture/api.md#idempotency desired-state toggles.
 */
export const seenReactionRoutes = new Hono<AppEnv>()
  .post('/bookmark', async (c) => {
    requireUser(c)
    const body = await jsonBody(c, bookmarkSeenRequest)
    const result = await react(c, 'bookmark', body.seenShortName, body.bookmark)
    return c.json({
      success: true as const,
      isBookmarked: result.active,
      bookmarkCount: result.count,
    })
  })
  .post('/like', async (c) => {
    requireUser(c)
    const body = await jsonBody(c, likeSeenRequest)
    const result = await react(c, 'like', body.seenShortName, body.like)
    return c.json({ success: true as const, isLiked: result.active, likeCount: result.count })
  })
