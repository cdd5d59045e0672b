import { Hono } from 'hono'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { changeEmailRequest } from '~/shared/schemas/account-email'
import { type EmailChangeRefusal, emailStatus, requestEmailChange } from '../auth/email-change'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'

/** Each refusal under the field it is about, with signup's wording for an address in use. */
const refused = (field: string, status: 400 | 409, message: string) =>
  new ApiError(status, { [field]: [message], userMessage: [message] })
const REFUSALS: Record<EmailChangeRefusal, () => ApiError> = {
  passwordWrong: () => refused('currentPassword', 400, ACCOUNT_MSG.currentPasswordWrong),
  same: () => refused('newEmail', 400, ACCOUNT_MSG.emailSame),
  taken: () => refused('newEmail', 409, ACCOUNT_MSG.emailTaken),
  mailFailed: () => ApiError.user(502, ACCOUNT_MSG.emailMailFailed),
}

/**
 * Settings → E-mail address (docs/decisions/118-email-change.md): the address and the change
 * waiting for its link; a new address is asked for with the current password and confirmed by mail.
 */
export const accountEmailRoutes = new Hono<AppEnv>()
  .get('/email', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    return c.json({ success: true as const, ...(await emailStatus(db, user.id, clock())) })
  })
  .post('/email', async (c) => {
    const user = requireUser(c)
    const { db, clock, config, mailer } = c.get('deps')
    // A malformed request checks no password, so it spends none of the account's tries.
    const body = await jsonBody(c, changeEmailRequest)
    await hitRateLimit(db, `password:user:${user.id}`, RATE_RULES.passwordCheckPerUser, clock())
    const now = clock()
    const done = await requestEmailChange(
      { db, mailer, log: c.get('log') },
      {
        userId: user.id,
        sessionHash: c.get('sessionHash') ?? '',
        password: body.currentPassword,
        newEmail: body.newEmail,
        linkBase: publicOrigin(config),
        now,
      },
    )
    if (!done.ok) throw REFUSALS[done.refusal]()
    c.get('log').info({ userId: user.id }, 'e-mail change mailed')
    const { pending } = await emailStatus(db, user.id, now)
    if (!pending) throw new Error('the e-mail change just stored is not pending')
    return c.json({ success: true as const, pending })
  })
