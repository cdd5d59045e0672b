import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { seenDetailQuerySchema, trendingListQuerySchema } from '~/shared/schemas/seen-list-query'
import { SEEN_MSG } from '~/shared/seen-messages'
import { viewerOf } from '../appearances/guest-session'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { queryOf } from '../http/validate'
import { canViewSeen } from '../policy'
import { seenDetail } from '../seens/detail-query'
import { trendingList } from '../seens/list-query'
import { findSeenAccess } from '../seens/seen-access'

/** SPEC §7 Seen reads: the trending list with its filters and one Seen's detail. */
export const seenReadRoutes = new Hono<AppEnv>()
  .get('/trendinglist', async (c) => {
    const query = queryOf(c, trendingListQuerySchema)
    const user = c.get('user')
    if (!user && (query.bookmarked || query.following || query.membership)) {
      throw ApiError.user(401, SEEN_MSG.filterNeedsLogin)
    }
    const { db, clock, readCache } = c.get('deps')
    const now = clock()
    const key = `trendinglist ${user?.id ?? 'guest'} ${JSON.stringify(query)}`
    const body = await readCache.load(key, now, async () => {
      const seenList = await trendingList(db, query, user?.id ?? null, now)
      return JSON.stringify({ success: true as const, seenList })
    })
    return c.body(body, 200, { 'Content-Type': 'application/json' })
  })
  .get('/:shortname', async (c) => {
    const { limit, offset } = queryOf(c, seenDetailQuerySchema)
    const { db, clock } = c.get('deps')
    const viewerId = c.get('user')?.id ?? null
    const access = await findSeenAccess(db, c.req.param('shortname'), viewerId)
    if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
    const seen = await seenDetail(db, access, viewerId, clock(), {
      limit,
      offset,
      viewer: viewerOf(c),
    })
    if (!seen) throw ApiError.user(404, MSG.notFound)
    return c.json({ success: true as const, seen })
  })
