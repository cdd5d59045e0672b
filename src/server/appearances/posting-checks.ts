/**
 * Who may post to a Seen, asked the same way for a photo (POST /api/appearance) and for a clip's
 * upload (POST /api/clip-upload): docs/product.md#roles, live only, blocked posters refused.
 */
import type { Context } from 'hono'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { canPostAppearance, isBlockedFromPosting } from '../policy'
import { posterOf, viewerOf } from './guest-session'
import { isBlockedPoster } from './poster-blocks'
import { type SeenContext, viewableSeen } from './seen-context'

/**
 * The Seen `seenShortName` when the request may post to it now: 404 when they may not view it,
 * 403 when it is not live or they are blocked, 401 for a guest where only members post.
 * `headers` go on every refusal (the tus routes add their protocol's).
 */
export async function postableSeen(
  c: Context<AppEnv>,
  seenShortName: string,
  now: Date,
  headers: Record<string, string> = {},
): Promise<SeenContext> {
  const { db } = c.get('deps')
  let seen: SeenContext
  try {
    seen = await viewableSeen(db, seenShortName, viewerOf(c).userId, now)
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.errors, headers)
    throw error
  }
  if (!seen.live) throw ApiError.user(403, APPEARANCE_MSG.notLive, headers)
  if (!canPostAppearance(seen.accessibilityType, seen.role, seen.live)) {
    if (seen.role === 'guest') throw ApiError.user(401, APPEARANCE_MSG.postNeedsLogin, headers)
    throw ApiError.user(403, APPEARANCE_MSG.postNotAllowed, headers)
  }
  if (isBlockedFromPosting(seen.role, await isBlockedPoster(db, seen.id, posterOf(c)))) {
    throw ApiError.user(403, MODERATION_MSG.postBlocked, headers)
  }
  return seen
}
