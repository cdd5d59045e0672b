import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { seenDetailQuerySchema, trendingListQuerySchema } from '~/shared/schemas/seen-list-query'
import { SEEN_MSG } from '~/shared/seen-messages'
import { viewerOf } from '../appearances/guest-session'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { queryOf } from '../http/validate'
import { newestEventId } from '../live/queries'
import { canViewSeen } from '../policy'
import { seenDetail } from '../seens/detail-query'
import { trendingListBody } from '../seens/list-query'
import { postableSeens } from '../seens/postable-query'
import { findSeenAccess } from '../seens/seen-access'

/**
 * docs/product.md#calls Seen reads: the trending list with its filters, the live Seens the viewer
 * may post to (for photos shared from the gallery) and one Seen's detail, all through the read
 * cache (per viewer and query, emptied by every write: see http/read-cache.ts).
 */
export const seenReadRoutes = new Hono<AppEnv>()
  .get('/trendinglist', async (c) => {
    const query = queryOf(c, trendingListQuerySchema)
    const user = c.get('user')
    if (!user && (query.bookmarked || query.following || query.membership)) {
      throw ApiError.user(401, SEEN_MSG.filterNeedsLogin)
    }
    const body = await trendingListBody(c.get('deps'), query, user?.id ?? null)
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })
  // Before '/:shortname': a short name is at least 10 characters, so none is 'postable'.
  .get('/postable', async (c) => {
    const user = c.get('user')
    const { db, clock, readCache } = c.get('deps')
    const now = clock()
    const body = await readCache.load(`postable ${user?.id ?? 'guest'}`, now, async () => {
      const seenList = await postableSeens(db, user?.id ?? null, now)
      return JSON.stringify({ success: true as const, seenList })
    })
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })
  .get('/:shortname', async (c) => {
    const { limit, offset } = queryOf(c, seenDetailQuerySchema)
    const { db, clock, readCache } = c.get('deps')
    const now = clock()
    const viewer = viewerOf(c)
    const shortName = c.req.param('shortname')
    // A guest's own appearances show to them only: their guest session is part of who asks.
    const who = viewer.userId ?? `guest ${viewer.guestKeyHash ?? '-'}`
    const key = `seen ${who} ${shortName} ${limit} ${offset}`
    const body = await readCache.load(key, now, async () => {
      // The newest event is read before the appearances, as the list's own read does: the
      // page's stream resumes from there, so a photo posted in between arrives on it (and is
      // kept once). Asked beside the access check, not after it.
      const [access, liveEventId] = await Promise.all([
        findSeenAccess(db, shortName, viewer.userId),
        newestEventId(db),
      ])
      if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
      const seen = await seenDetail(db, access, viewer.userId, now, { limit, offset, viewer })
      if (!seen) throw ApiError.user(404, MSG.notFound)
      return JSON.stringify({ success: true as const, seen, liveEventId })
    })
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })
