import { Hono } from 'hono'
import { timelineQuerySchema } from '~/shared/schemas/timeline'
import type { AppEnv } from '../context'
import { requireUser } from '../http/require-user'
import { queryOf } from '../http/validate'
import { timelinePage } from '../people/timeline-query'

/** docs/product.md#calls GET /api/timeline?pageNumber={n}&pageSize=20. */
export const timelineRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c)
  const { pageNumber } = queryOf(c, timelineQuerySchema)
  const page = await timelinePage(c.get('deps').db, user.id, pageNumber)
  return c.json({ success: true as const, ...page })
})
