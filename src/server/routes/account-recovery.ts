import { Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { emailSchema, passwordSchema } from '~/shared/schemas/account'
import { completePasswordReset, requestPasswordReset, resetIsUsable } from '../auth/password-reset'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { clientIp } from '../http/client-ip'
import type { FieldErrors } from '../http/errors'
import { hitRateLimit, perAddress, RATE_RULES } from '../http/rate-limit'
import { issuesToFieldErrors } from '../http/validate'
import { safeError } from '../log-errors'
import { readForm } from './account-form'
import { accountNotice, accountPage, NEW_PASSWORD_FIELD } from './account-page'

const toLogin = html`<a href="/account/login">Back to log in</a>`

function forgotPage(email: string, errors: FieldErrors) {
  return accountPage({
    title: 'Forgot password?',
    intro:
      'Enter the e-mail address of your account and we will mail you a link to choose a new password.',
    action: '/account/forgot',
    returnUrl: '/',
    errors,
    submit: 'Send reset link',
    fields: [
      { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: email },
    ],
    alternative: toLogin,
  })
}

function resetPage(token: string, errors: FieldErrors) {
  return accountPage({
    title: 'Choose a new password',
    intro: 'Your other sessions end when it is saved.',
    action: '/account/reset',
    returnUrl: '/',
    errors,
    submit: 'Save password',
    hidden: { token },
    fields: [NEW_PASSWORD_FIELD],
    alternative: toLogin,
  })
}

const linkDead = () =>
  accountNotice({
    title: 'This link does not work',
    text: ACCOUNT_MSG.resetLinkDead,
    alternative: html`<a href="/account/forgot">Send a new link</a>`,
  })

const forgotSchema = v.object({ email: v.pipe(v.optional(v.string(), ''), emailSchema) })
const resetSchema = v.object({ password: v.pipe(v.optional(v.string(), ''), passwordSchema) })

/** Forgot password? and the mailed link's page (mounted under /account, for guests). */
export const recoveryRoutes = new Hono<AppEnv>()
  .get('/forgot', (c) => c.html(forgotPage('', {})))
  .post('/forgot', async (c) => {
    const { db, clock, config, mailer } = c.get('deps')
    const { form, refused } = await readForm(c)
    if (refused) return c.html(forgotPage('', refused), 400)
    const now = clock()
    const ip = clientIp(c, config.TRUST_PROXY)
    await hitRateLimit(
      db,
      `reset:ip:${ip}`,
      perAddress(RATE_RULES.resetPerIp, config.RATE_LIMIT_FACTOR),
      now,
    )
    const parsed = v.safeParse(forgotSchema, form)
    if (!parsed.success)
      return c.html(forgotPage(form.email ?? '', issuesToFieldErrors(parsed.issues)), 400)
    // Not awaited: whether an account exists must not show in how long the answer takes.
    const log = c.get('log')
    void requestPasswordReset(db, mailer, {
      email: parsed.output.email,
      linkBase: publicOrigin(config),
      now,
    }).catch((error: unknown) => log.error({ err: safeError(error) }, 'reset mail failed'))
    return c.html(
      accountNotice({
        title: 'Check your mail',
        text: ACCOUNT_MSG.resetMailed,
        alternative: toLogin,
      }),
    )
  })
  .get('/reset', async (c) => {
    const { db, clock } = c.get('deps')
    const token = c.req.query('token') ?? ''
    if (!(await resetIsUsable(db, token, clock()))) return c.html(linkDead(), 400)
    return c.html(resetPage(token, {}))
  })
  .post('/reset', async (c) => {
    const { db, clock } = c.get('deps')
    const { form, refused } = await readForm(c)
    const token = form.token ?? ''
    if (refused) return c.html(resetPage(token, refused), 400)
    const parsed = v.safeParse(resetSchema, form)
    if (!parsed.success) {
      if (!(await resetIsUsable(db, token, clock()))) return c.html(linkDead(), 400)
      return c.html(resetPage(token, issuesToFieldErrors(parsed.issues)), 400)
    }
    const userId = await completePasswordReset(db, {
      token,
      password: parsed.output.password,
      now: clock(),
    })
    if (!userId) return c.html(linkDead(), 400)
    c.get('log').info({ userId }, 'password reset')
    return c.html(
      accountNotice({
        title: 'Password changed',
        text: ACCOUNT_MSG.resetDone,
        alternative: html`<a href="/account/login">Log in</a>`,
      }),
    )
  })
