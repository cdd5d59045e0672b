import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { appearanceListQuery } from '~/shared/schemas/appearance'
import { findAppearanceAccess } from '../appearances/appearance-access'
import { viewerOf } from '../appearances/guest-session'
import { appearanceById, appearancePage } from '../appearances/list-query'
import { viewableSeen } from '../appearances/seen-context'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { queryOf } from '../http/validate'
import { newestEventId } from '../live/queries'
import { canOpenAppearance, canViewSeen } from '../policy'

/**
 * docs/product.md#calls appearance reads: one page of a Seen's appearances, and one appearance (for
 * edit).
 */
export const appearanceReadRoutes = new Hono<AppEnv>()
  .get('/list/:seenShortName', async (c) => {
    const query = queryOf(c, appearanceListQuery)
    const { db, clock } = c.get('deps')
    const viewer = viewerOf(c)
    const seen = await viewableSeen(db, c.req.param('seenShortName'), viewer.userId, clock())
    // Read before the page: an event committed in between is in both, and the client keeps one.
    const liveEventId = await newestEventId(db)
    const appearances = await appearancePage(db, {
      seenId: seen.id,
      seen: seen.moderation,
      role: seen.role,
      viewer,
      limit: query.limit,
      offset: query.offset,
      filter: query.filter,
    })
    return c.json({ success: true as const, appearances, liveEventId })
  })
  .get('/:appearanceShortName', async (c) => {
    const { db, clock } = c.get('deps')
    const viewer = viewerOf(c)
    const access = await findAppearanceAccess(
      db,
      c.req.param('appearanceShortName'),
      viewer,
      clock(),
    )
    if (
      !access ||
      !canViewSeen(access.seen, access.role) ||
      !canOpenAppearance(access.seen, access.role, access)
    ) {
      throw ApiError.user(404, MSG.notFound)
    }
    const appearanceRecord = await appearanceById(db, access.id, viewer)
    if (!appearanceRecord) throw ApiError.user(404, MSG.notFound)
    return c.json({ success: true as const, appearanceRecord })
  })
