import { Hono } from 'hono'
import { html } from 'hono/html'
import { ACCOUNT_MSG } from '~/shared/messages'
import { confirmEmailChange, emailChangeFor } from '../auth/email-change'
import type { AppEnv } from '../context'
import type { FieldErrors } from '../http/errors'
import { readForm } from './account-form'
import { accountNotice, accountPage } from './account-page'

/** Where the mailed link leads; signed in or not (account.ts lets a session through). */
export const EMAIL_CONFIRM_PATH = '/account/email/confirm'

const onward = (signedIn: boolean) =>
  signedIn
    ? html`<a href="/settings">Back to Settings</a>`
    : html`<a href="/account/login">Log in</a>`

function confirmPage(token: string, email: string, errors: FieldErrors) {
  return accountPage({
    title: 'Confirm your new e-mail address',
    intro: `Your Seen account will use ${email} from now on.`,
    action: EMAIL_CONFIRM_PATH,
    returnUrl: '/',
    errors,
    submit: 'Confirm e-mail address',
    hidden: { token },
    fields: [],
    alternative: html`<a href="/">Not now</a>`,
  })
}

const linkDead = (signedIn: boolean) =>
  accountNotice({
    title: 'This link does not work',
    text: ACCOUNT_MSG.emailLinkDead,
    alternative: onward(signedIn),
  })

/**
 * The mailed link's page (README decision 118): opening it shows the new address and one
 * button, whose POST switches the account to it; mail scanners that open links change nothing.
 */
export const emailConfirmRoutes = new Hono<AppEnv>()
  .get('/email/confirm', async (c) => {
    const { db, clock } = c.get('deps')
    const token = c.req.query('token') ?? ''
    const email = await emailChangeFor(db, token, clock())
    if (!email) return c.html(linkDead(Boolean(c.get('user'))), 400)
    return c.html(confirmPage(token, email, {}))
  })
  .post('/email/confirm', async (c) => {
    const { db, clock } = c.get('deps')
    const signedIn = Boolean(c.get('user'))
    const { form, refused } = await readForm(c)
    const token = form.token ?? ''
    if (refused) {
      const email = await emailChangeFor(db, token, clock())
      return c.html(email ? confirmPage(token, email, refused) : linkDead(signedIn), 400)
    }
    const done = await confirmEmailChange(db, { token, now: clock() })
    if (!done.ok && done.reason === 'taken') {
      const text = ACCOUNT_MSG.emailTakenMeanwhile
      return c.html(
        accountNotice({ title: 'Not changed', text, alternative: onward(signedIn) }),
        409,
      )
    }
    if (!done.ok) return c.html(linkDead(signedIn), 400)
    c.get('log').info({ userId: done.userId }, 'e-mail changed')
    return c.html(
      accountNotice({
        title: 'E-mail address changed',
        text: `Your Seen account now uses ${done.email}.`,
        alternative: onward(signedIn),
      }),
    )
  })
