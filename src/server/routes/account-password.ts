import { Hono } from 'hono'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { changePasswordRequest } from '~/shared/schemas/password'
import { changePassword } from '../auth/password-reset'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'

/** Settings: change the password (the current one is asked); other sessions end. */
export const accountPasswordRoutes = new Hono<AppEnv>().post('/password', async (c) => {
  const user = requireUser(c)
  const { db, clock } = c.get('deps')
  await hitRateLimit(db, `password:user:${user.id}`, RATE_RULES.passwordCheckPerUser, clock())
  const body = await jsonBody(c, changePasswordRequest)
  const changed = await changePassword(db, {
    userId: user.id,
    keepSession: c.get('sessionHash') ?? '',
    current: body.currentPassword,
    next: body.newPassword,
    now: clock(),
  })
  if (!changed) {
    throw new ApiError(400, {
      currentPassword: [ACCOUNT_MSG.currentPasswordWrong],
      userMessage: [ACCOUNT_MSG.currentPasswordWrong],
    })
  }
  c.get('log').info({ userId: user.id }, 'password changed')
  return c.json({ success: true as const })
})
