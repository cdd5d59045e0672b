import { type Context, Hono } from 'hono'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { MSG } from '~/shared/messages'
import {
  approveAppearanceRequest,
  hideAppearanceRequest,
  likeAppearanceRequest,
} from '~/shared/schemas/appearance'
import { findAppearanceAccess } from '../appearances/appearance-access'
import { viewerOf } from '../appearances/guest-session'
import {
  setAppearanceApproval,
  setAppearanceHidden,
  setAppearanceLike,
} from '../appearances/reactions'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import {
  canApproveAppearance,
  canHideAppearance,
  canLikeAppearance,
  canOpenAppearance,
  canViewSeen,
} from '../policy'

/** The appearance behind a short name if this viewer may open it; otherwise a 404. */
export async function openable(c: Context<AppEnv>, shortName: string) {
  const { db, clock } = c.get('deps')
  const access = await findAppearanceAccess(db, shortName, viewerOf(c), clock())
  if (
    !access ||
    !canViewSeen(access.seen, access.role) ||
    !canOpenAppearance(access.seen, access.role, access)
  ) {
    throw ApiError.user(404, MSG.notFound)
  }
  return access
}

/**
 * docs/product.md#calls appearance actions: like (desired state,
 * docs/architecture/api.md#idempotency), hide/unhide, approve/reject.
 */
export const appearanceActionRoutes = new Hono<AppEnv>()
  .post('/like', async (c) => {
    const user = requireUser(c, APPEARANCE_MSG.likeNeedsLogin)
    const body = await jsonBody(c, likeAppearanceRequest)
    const access = await openable(c, body.appearanceShortName)
    if (!canLikeAppearance(access.seen, access.role, access)) {
      throw ApiError.user(403, APPEARANCE_MSG.likeNotAllowed)
    }
    const { db, clock } = c.get('deps')
    const result = await setAppearanceLike(db, user.id, access.id, body.like, clock())
    return c.json({ success: true as const, ...result })
  })
  .post('/hide/:appearanceShortName', async (c) => {
    const body = await jsonBody(c, hideAppearanceRequest)
    const access = await openable(c, c.req.param('appearanceShortName'))
    if (!canHideAppearance(access, access.live)) {
      throw ApiError.user(403, APPEARANCE_MSG.hideNotAllowed)
    }
    const { db, clock } = c.get('deps')
    await setAppearanceHidden(db, access.id, body.hide, clock())
    return c.json({ success: true as const, isHidden: body.hide })
  })
  .post('/approve/:appearanceShortName', async (c) => {
    requireUser(c)
    const body = await jsonBody(c, approveAppearanceRequest)
    const access = await openable(c, c.req.param('appearanceShortName'))
    if (access.role !== 'creator') throw ApiError.user(403, APPEARANCE_MSG.approveNotAllowed)
    if (!canApproveAppearance(access.role, access.seen)) {
      throw ApiError.user(409, APPEARANCE_MSG.approvalNotRequired)
    }
    const { db, clock } = c.get('deps')
    await setAppearanceApproval(db, access.id, body.approve, clock())
    return c.json({ success: true as const, isApproved: body.approve, isRejected: !body.approve })
  })
