import { Hono } from 'hono'
import { LIVE } from '~/shared/constants'
import { LIVE_EVENT_ID_MESSAGE, liveQuery, parseLastEventId } from '~/shared/schemas/live'
import { viewerOf } from '../appearances/guest-session'
import { viewableSeen } from '../appearances/seen-context'
import type { AppEnv } from '../context'
import { clientIp } from '../http/client-ip'
import { ApiError } from '../http/errors'
import { hitRateLimit, perAddress } from '../http/rate-limit'
import { queryOf } from '../http/validate'
import { streamLimits } from '../live/stream-limits'

const OPENS_PER_ADDRESS = { limit: LIVE.opensPerAddressPerMinute, windowMs: 60_000 }

/**
 * GET /api/seen/{shortname}/live: Server-Sent Events of one Seen for whoever may view it
 * (src/server/live). `Last-Event-ID` (or `?lastEventId=` on a first connection) resumes. A
 * session and an address hold a limited number at once (429 past it); a stream ends with its
 * session.
 */
export const liveRoutes = new Hono<AppEnv>().get('/:shortName/live', async (c) => {
  const query = queryOf(c, liveQuery)
  const lastEventId = parseLastEventId(c.req.header('last-event-id') ?? query.lastEventId)
  if (lastEventId === 'invalid') throw ApiError.user(400, LIVE_EVENT_ID_MESSAGE)
  const { db, clock, config, live, lifecycle } = c.get('deps')
  // A stopping instance sends viewers elsewhere at once instead of holding them until cut.
  if (lifecycle.draining)
    throw ApiError.user(503, 'This server is restarting. Try again.', { 'Retry-After': '1' })
  const address = clientIp(c, config.TRUST_PROXY)
  const rule = perAddress(OPENS_PER_ADDRESS, config.RATE_LIMIT_FACTOR)
  await hitRateLimit(db, `live:${address}`, rule, clock())
  const viewer = viewerOf(c)
  const user = c.get('user')
  const tokenHash = c.get('sessionHash')
  const seen = await viewableSeen(db, c.req.param('shortName'), viewer.userId, clock())
  const stream = await live.open({
    seenId: seen.id,
    shortName: seen.shortName,
    requiresApproval: seen.requiresApproval,
    viewer: {
      ...viewer,
      role: seen.role,
      filter: seen.role === 'creator' ? query.filter : 'viewer',
    },
    session: user && tokenHash ? { tokenHash, sid: user.sid } : null,
    address,
    limits: streamLimits(config.RATE_LIMIT_FACTOR),
    lastEventId,
  })
  return new Response(stream.body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx buffers answers unless told not to; a buffered stream arrives in lumps or never.
      'X-Accel-Buffering': 'no',
    },
  })
})
