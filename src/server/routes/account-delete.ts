import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { deleteAccountRequest } from '~/shared/schemas/account-delete'
import { clearSessionCookie, isSecureRequest } from '../auth/cookie'
import { deleteAccount } from '../auth/delete-account'
import { verifyPassword } from '../auth/passwords'
import type { AppEnv } from '../context'
import { users } from '../db/schema'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'

/**
 * Settings → Delete account (docs/decisions/108-delete-account.md): only the signed-in person's own
 * account, and only with its password; the answer ends the session and empties the browser's HTTP
 * cache.
 */
export const accountDeleteRoutes = new Hono<AppEnv>().post('/delete', async (c) => {
  const user = requireUser(c)
  const { db, clock, storage, config } = c.get('deps')
  await hitRateLimit(db, `password:user:${user.id}`, RATE_RULES.passwordCheckPerUser, clock())
  const { password } = await jsonBody(c, deleteAccountRequest)
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new ApiError(400, {
      password: [ACCOUNT_MSG.passwordWrong],
      userMessage: [ACCOUNT_MSG.passwordWrong],
    })
  }
  const { photos, photosLeft } = await deleteAccount(db, storage, user.id)
  clearSessionCookie(c, isSecureRequest(c, config.TRUST_PROXY))
  c.header('Clear-Site-Data', '"cache"')
  c.get('log').info({ userId: user.id, photos, photosLeft }, 'account deleted')
  return c.json({ success: true as const })
})
