import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { html } from 'hono/html'
import * as v from 'valibot'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { safeReturnUrl } from '~/shared/return-url'
import { loginSchema, registerSchema } from '~/shared/schemas/account'
import { WELCOME_COOKIE, WELCOME_COOKIE_MAX_AGE_S } from '~/shared/welcome'
import { isSecureRequest, writeSessionCookie } from '../auth/cookie'
import {
  assertMayTry,
  deviceWornOut,
  forgetFailures,
  recordFailure,
  trustedDevice,
  writeDeviceCookie,
} from '../auth/login-limits'
import { dummyPasswordHash, verifyPassword } from '../auth/passwords'
import { createSession } from '../auth/sessions'
import { createUser, findUserByLogin } from '../auth/users'
import type { AppEnv } from '../context'
import { clientIp } from '../http/client-ip'
import { ApiError, type FieldErrors } from '../http/errors'
import { hitRateLimit, perAddress, RATE_RULES, RateLimitedError } from '../http/rate-limit'
import { issuesToFieldErrors } from '../http/validate'
import { EMAIL_CONFIRM_PATH, EMAIL_UNDO_PATH, emailConfirmRoutes } from './account-email-confirm'
import { type Form, readForm } from './account-form'
import { accountNotice, accountPage } from './account-page'
import { recoveryRoutes } from './account-recovery'

const withReturn = (path: string, returnUrl: string) =>
  returnUrl === '/' ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`

function registerPage(returnUrl: string, form: Form, errors: FieldErrors) {
  return accountPage({
    title: 'Create your account',
    intro: 'Join Seen to make Seens, post appearances and message people.',
    action: withReturn('/account/register', returnUrl),
    returnUrl,
    errors,
    submit: 'Create account',
    fields: [
      {
        name: 'username',
        label: 'Username',
        type: 'text',
        autocomplete: 'username',
        value: form.username ?? '',
        hint: '3 to 30 characters: letters, digits, _ and .',
      },
      {
        name: 'displayName',
        label: 'Display name',
        type: 'text',
        autocomplete: 'name',
        value: form.displayName ?? '',
      },
      {
        name: 'email',
        label: 'E-mail',
        type: 'email',
        autocomplete: 'email',
        value: form.email ?? '',
      },
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'new-password',
        hint: 'At least 8 characters.',
      },
    ],
    alternative: html`Already have an account? <a href="${withReturn('/account/login', returnUrl)}">Log in</a>`,
  })
}

function loginPage(
  returnUrl: string,
  form: Form,
  errors: FieldErrors,
  intro = 'Welcome back to Seen.',
) {
  return accountPage({
    title: 'Log in',
    intro,
    action: withReturn('/account/login', returnUrl),
    returnUrl,
    errors,
    submit: 'Log in',
    fields: [
      {
        name: 'login',
        label: 'Username or e-mail',
        type: 'text',
        autocomplete: 'username',
        value: form.login ?? '',
      },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
    ],
    alternative: html`<a href="/account/forgot">Forgot password?</a><br>New to Seen? <a href="${withReturn('/account/register', returnUrl)}">Create an account</a>`,
  })
}

/** Sets the session cookie and sends the browser on to where it came from. */
async function signIn(
  c: Context<AppEnv>,
  userId: string,
  returnUrl: string,
  { welcome = false } = {},
) {
  const { db, clock, config } = c.get('deps')
  const session = await createSession(db, userId, clock(), c.req.header('user-agent') ?? '')
  const secure = isSecureRequest(c, config.TRUST_PROXY)
  writeSessionCookie(c, secure, session.token, session.expiresAt)
  // The page registering returns to greets the new account once (src/shared/welcome.ts).
  if (welcome) {
    setCookie(c, WELCOME_COOKIE, '1', {
      path: '/',
      sameSite: 'Lax',
      maxAge: WELCOME_COOKIE_MAX_AGE_S,
      secure,
    })
  }
  return c.redirect(returnUrl, 303)
}

export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Guest-only pages: a logged-in user is sent home. The e-mail links work either way.
    const guestOnly = c.req.path !== EMAIL_CONFIRM_PATH && c.req.path !== EMAIL_UNDO_PATH
    if (c.req.method === 'GET' && c.get('user') && guestOnly) return c.redirect('/', 302)
    await next()
  })
  .route('/', emailConfirmRoutes)
  .route('/', recoveryRoutes)
  .get('/register', (c) => c.html(registerPage(safeReturnUrl(c.req.query('returnUrl')), {}, {})))
  .get('/login', (c) => {
    // Settings' Delete account ends here (?deleted=1): the page says the account is gone.
    const intro = c.req.query('deleted') === '1' ? ACCOUNT_MSG.accountDeleted : undefined
    return c.html(loginPage(safeReturnUrl(c.req.query('returnUrl')), {}, {}, intro))
  })
  .post('/register', async (c) => {
    const { db, clock, config } = c.get('deps')
    const { form, refused } = await readForm(c)
    const returnUrl = safeReturnUrl(form.returnUrl ?? c.req.query('returnUrl'))
    if (refused) return c.html(registerPage(returnUrl, form, refused), 400)
    const ip = clientIp(c, config.TRUST_PROXY)
    await hitRateLimit(
      db,
      `register:ip:${ip}`,
      perAddress(RATE_RULES.registerPerIp, config.RATE_LIMIT_FACTOR),
      clock(),
    )
    const parsed = v.safeParse(registerSchema, form)
    if (!parsed.success)
      return c.html(registerPage(returnUrl, form, issuesToFieldErrors(parsed.issues)), 400)
    const created = await createUser(db, parsed.output)
    if (!created.ok) {
      const errors: FieldErrors =
        created.conflict === 'username'
          ? { username: [ACCOUNT_MSG.usernameTaken] }
          : { email: [ACCOUNT_MSG.emailTaken] }
      return c.html(registerPage(returnUrl, form, errors), 409)
    }
    c.get('log').info({ userId: created.user.id }, 'account registered')
    return signIn(c, created.user.id, returnUrl, { welcome: true })
  })
  .post('/login', async (c) => {
    const { db, clock, config } = c.get('deps')
    const { form, refused } = await readForm(c)
    const returnUrl = safeReturnUrl(form.returnUrl ?? c.req.query('returnUrl'))
    if (refused) return c.html(loginPage(returnUrl, form, refused), 400)
    // docs/architecture/accounts-and-security.md#accounts-and-sessions names the field "username or
    // e-mail": those names are taken for `login` too.
    const parsed = v.safeParse(loginSchema, {
      ...form,
      login: form.login || form.username || form.email,
    })
    if (!parsed.success)
      return c.html(loginPage(returnUrl, form, issuesToFieldErrors(parsed.issues)), 400)
    const { login, password } = parsed.output
    const now = clock()
    const secure = isSecureRequest(c, config.TRUST_PROXY)
    const address = clientIp(c, config.TRUST_PROXY)
    const user = await findUserByLogin(db, login)
    const account = user?.id ?? login.toLowerCase()
    const cookieNonce = user ? trustedDevice(c, secure, user) : null
    const device = cookieNonce && !(await deviceWornOut(db, cookieNonce, now)) ? cookieNonce : null
    // A known device skips the limits of its address: someone else's guessing there must not
    // lock its owner out. Everyone else waits per account and address, checked before the
    // password is, so a guess during a wait is never tried.
    if (!device) {
      await hitRateLimit(
        db,
        `login:ip:${address}`,
        perAddress(RATE_RULES.loginPerIp, config.RATE_LIMIT_FACTOR),
        now,
      )
      await assertMayTry(db, account, address, now)
    }
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
    if (!user || !ok) {
      await recordFailure(db, { account, address, device }, now)
      return c.html(loginPage(returnUrl, form, { userMessage: [ACCOUNT_MSG.badCredentials] }), 401)
    }
    await forgetFailures(db, account, address)
    writeDeviceCookie(c, secure, user, now)
    return signIn(c, user.id, returnUrl)
  })
  .onError((error, c) => {
    if (error instanceof RateLimitedError) {
      c.header('Retry-After', String(error.retryAfterSeconds))
      const returnUrl = safeReturnUrl(c.req.query('returnUrl'))
      if (c.req.path.endsWith('/forgot')) {
        return c.html(
          accountNotice({
            title: 'Forgot password?',
            text: error.errors.userMessage?.join(' ') ?? '',
            alternative: html`<a href="/account/login">Back to log in</a>`,
          }),
          429,
        )
      }
      const page = c.req.path.endsWith('/register') ? registerPage : loginPage
      return c.html(page(returnUrl, {}, error.errors), 429)
    }
    if (error instanceof ApiError) return c.html(loginPage('/', {}, error.errors), error.status)
    throw error
  })
