import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { canViewSeen } from '../policy'
import { calendarFileName, calendarSeen, seenCalendar } from '../seens/calendar'
import { findSeenAccess } from '../seens/seen-access'

/** GET /api/seen/{shortname}/calendar.ics: the Seen for a calendar, to whoever may view it. */
export const seenCalendarRoutes = new Hono<AppEnv>().get('/:shortname/calendar.ics', async (c) => {
  const { db, clock, config } = c.get('deps')
  const userId = c.get('user')?.id ?? null
  const access = await findSeenAccess(db, c.req.param('shortname'), userId)
  if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
  const seen = await calendarSeen(db, access.id)
  if (!seen) throw ApiError.user(404, MSG.notFound)
  const link = `${publicOrigin(config)}/seen?shortname=${encodeURIComponent(seen.shortName)}`
  const name = calendarFileName(seen.seenName)
  return c.body(seenCalendar(seen, link, clock()), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-cache',
  })
})
