import { Hono } from 'hono'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { endSessionRequest } from '~/shared/schemas/account-sessions'
import { endOtherSessions, endSession, listSessions, sessionOwner } from '../auth/session-list'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import { endSessionDecision } from '../policy'

/**
 * Settings → Sessions (docs/decisions/107-sessions-in-settings.md): list one's sessions, end
 * others.
 */
export const accountSessionRoutes = new Hono<AppEnv>()
  .get('/sessions', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    const sessions = await listSessions(db, {
      userId: user.id,
      currentHash: c.get('sessionHash') ?? '',
      now: clock(),
    })
    return c.json({ success: true as const, sessions })
  })
  .post('/sessions/end', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    await hitRateLimit(db, `account:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const { sessionId } = await jsonBody(c, endSessionRequest)
    const decision = endSessionDecision(
      user.id,
      c.get('sessionHash'),
      await sessionOwner(db, sessionId),
    )
    if (decision === 'current') throw ApiError.user(400, ACCOUNT_MSG.sessionIsCurrent)
    if (decision !== 'allowed') throw ApiError.user(404, ACCOUNT_MSG.sessionNotFound)
    const ended = await endSession(db, { userId: user.id, sid: sessionId, now: clock() })
    c.get('log').info({ userId: user.id, ended }, 'session ended')
    return c.json({ success: true as const, ended })
  })
  .post('/sessions/end-others', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    await hitRateLimit(db, `account:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const ended = await endOtherSessions(db, {
      userId: user.id,
      keepHash: c.get('sessionHash') ?? '',
      now: clock(),
    })
    c.get('log').info({ userId: user.id, ended }, 'other sessions ended')
    return c.json({ success: true as const, ended })
  })
