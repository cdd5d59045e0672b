import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { EMAIL_LINK_MSG } from '~/shared/email-link-messages'
import { fieldMessage } from '~/shared/messages'
import { passwordSchema } from '~/shared/schemas/account'
import { askedHere, confirmEmailChange, pendingChange } from '../auth/email-change'
import {
  EMAIL_UNDO_PATH,
  emailUndoLink,
  undoEmailChange,
  undoFor,
  undoMailText,
} from '../auth/email-undo'
import { publicOrigin } from '../config'
import type { AppEnv } from '../context'
import { users } from '../db/schema'
import type { FieldErrors } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { issuesToFieldErrors } from '../http/validate'
import { safeError } from '../log-errors'
import { readForm } from './account-form'
import { accountNotice, accountPage, NEW_PASSWORD_FIELD } from './account-page'

/** Where the mailed links lead; signed in or not (account.ts lets a session through). */
export const EMAIL_CONFIRM_PATH = '/account/email/confirm'
export { EMAIL_UNDO_PATH }

const onward = (signedIn: boolean) =>
  signedIn
    ? html`<a href="/settings">Back to Settings</a>`
    : html`<a href="/account/login">Log in</a>`

const PASSWORD_FIELD = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'current-password',
} as const

function confirmPage(token: string, email: string, needsPassword: boolean, errors: FieldErrors) {
  return accountPage({
    title: 'Confirm your new e-mail address',
    intro: needsPassword
      ? `Your Seen account will use ${email} from now on. ${EMAIL_LINK_MSG.confirmElsewhere}`
      : `Your Seen account will use ${email} from now on.`,
    action: EMAIL_CONFIRM_PATH,
    returnUrl: '/',
    errors,
    submit: 'Confirm e-mail address',
    hidden: { token },
    fields: needsPassword ? [PASSWORD_FIELD] : [],
    alternative: html`<a href="/">Not now</a>`,
  })
}

function undoPage(token: string, email: string, errors: FieldErrors) {
  return accountPage({
    title: 'Undo the e-mail change',
    intro: `Your Seen account will use ${email} again, with the new password you choose here. Every session of the account ends.`,
    action: EMAIL_UNDO_PATH,
    returnUrl: '/',
    errors,
    submit: 'Undo and save password',
    hidden: { token },
    fields: [NEW_PASSWORD_FIELD],
    alternative: html`<a href="/">Not now</a>`,
  })
}

const notice = (title: string, text: string, signedIn: boolean) =>
  accountNotice({ title, text, alternative: onward(signedIn) })
const linkDead = (signedIn: boolean) =>
  notice('This link does not work', ACCOUNT_MSG.emailLinkDead, signedIn)
const undoDead = () => notice('This link does not work', EMAIL_LINK_MSG.undoLinkDead, false)

/** Mails the old address the link that undoes the change; a failure is logged, not shown. */
async function mailUndo(
  c: Context<AppEnv>,
  done: { userId: string; email: string; oldEmail: string; undoToken: string },
) {
  const { db, config, mailer } = c.get('deps')
  try {
    const [user] = await db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, done.userId))
    await mailer.send({
      to: done.oldEmail,
      subject: 'Your Seen e-mail address was changed',
      text: undoMailText({
        displayName: user?.displayName ?? '',
        newEmail: done.email,
        link: emailUndoLink(publicOrigin(config), done.undoToken),
      }),
    })
  } catch (err) {
    c.get('log').error({ err: safeError(err), userId: done.userId }, 'e-mail undo link failed')
  }
}

const undoSchema = v.object({ password: v.pipe(v.optional(v.string(), ''), passwordSchema) })

/**
 * The mailed links' pages (docs/decisions/118-email-change.md,
 * docs/decisions/162-email-change-guard.md). Opening the confirmation link shows the new address
 * and one button, whose POST switches the account to it (mail scanners that open links change
 * nothing); outside the session that asked, the password is asked too. The old address then gets a
 * link that undoes the change.
 */
export const emailConfirmRoutes = new Hono<AppEnv>()
  .get('/email/confirm', async (c) => {
    const { db, clock } = c.get('deps')
    const token = c.req.query('token') ?? ''
    const change = await pendingChange(db, token, clock())
    if (!change) return c.html(linkDead(Boolean(c.get('user'))), 400)
    const needsPassword = !askedHere(change, c.get('sessionHash'))
    return c.html(confirmPage(token, change.email, needsPassword, {}))
  })
  .post('/email/confirm', async (c) => {
    const { db, clock } = c.get('deps')
    const signedIn = Boolean(c.get('user'))
    const { form, refused } = await readForm(c)
    const token = form.token ?? ''
    const change = await pendingChange(db, token, clock())
    if (!change) return c.html(linkDead(signedIn), 400)
    const needsPassword = !askedHere(change, c.get('sessionHash'))
    const again = (errors: FieldErrors) =>
      c.html(confirmPage(token, change.email, needsPassword, errors), 400)
    if (refused) return again(refused)
    const password = form.password ?? ''
    if (needsPassword) {
      if (!password) return again({ password: [fieldMessage.required('Password')] })
      await hitRateLimit(
        db,
        `password:user:${change.userId}`,
        RATE_RULES.passwordCheckPerUser,
        clock(),
      )
    }
    const done = await confirmEmailChange(db, {
      token,
      now: clock(),
      sessionHash: c.get('sessionHash'),
      password,
    })
    if (done.ok) {
      c.get('log').info({ userId: done.userId }, 'e-mail changed')
      await mailUndo(c, done)
      return c.html(
        notice('E-mail address changed', `Your Seen account now uses ${done.email}.`, signedIn),
      )
    }
    if (done.reason === 'taken') {
      return c.html(notice('Not changed', ACCOUNT_MSG.emailTakenMeanwhile, signedIn), 409)
    }
    if (done.reason === 'passwordWrong') return again({ password: [ACCOUNT_MSG.passwordWrong] })
    if (done.reason === 'passwordNeeded') {
      return again({ password: [fieldMessage.required('Password')] })
    }
    return c.html(linkDead(signedIn), 400)
  })
  .get('/email/undo', async (c) => {
    const { db, clock } = c.get('deps')
    const token = c.req.query('token') ?? ''
    const email = await undoFor(db, token, clock())
    if (!email) return c.html(undoDead(), 400)
    return c.html(undoPage(token, email, {}))
  })
  .post('/email/undo', async (c) => {
    const { db, clock } = c.get('deps')
    const { form, refused } = await readForm(c)
    const token = form.token ?? ''
    const email = await undoFor(db, token, clock())
    if (!email) return c.html(undoDead(), 400)
    if (refused) return c.html(undoPage(token, email, refused), 400)
    const parsed = v.safeParse(undoSchema, form)
    if (!parsed.success) {
      return c.html(undoPage(token, email, issuesToFieldErrors(parsed.issues)), 400)
    }
    const done = await undoEmailChange(db, {
      token,
      password: parsed.output.password,
      now: clock(),
    })
    if (!done.ok && done.reason === 'taken') {
      return c.html(notice('Not changed', EMAIL_LINK_MSG.undoTaken, false), 409)
    }
    if (!done.ok) return c.html(undoDead(), 400)
    c.get('log').info({ userId: done.userId }, 'e-mail change undone')
    return c.html(
      notice(
        'E-mail address put back',
        `Your Seen account uses ${done.email} again. Every session has ended: log in with your new password.`,
        false,
      ),
    )
  })
