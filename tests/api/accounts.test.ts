import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS } from '~/server/auth/login-limits'
import { sessions, users } from '~/server/db/schema'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { fieldMessage, MSG } from '~/shared/messages'
import { WELCOME_COOKIE, WELCOME_COOKIE_MAX_AGE_S } from '~/shared/welcome'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0

const register = (fields: Record<string, string>, jar = new CookieJar()) =>
  api(t.app, jar).form('/account/register', {
    username: 'newcomer',
    displayName: 'New Comer',
    email: 'newcomer@example.com',
    password: 'correct horse battery',
    ...fields,
  })

describe('registration', () => {
  it('creates the account, signs in and answers 303 to the same-origin returnUrl', async () => {
    const jar = new CookieJar()
    const res = await register(
      { username: 'reg_ok', email: 'reg_ok@example.com', returnUrl: '/seen_list?x=1' },
      jar,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/seen_list?x=1')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^seen_session=[\w-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    const [row] = await t.db.select().from(users).where(eq(users.username, 'reg_ok'))
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true)
    const claims = await (await api(t.app, jar).get('/bff/user')).json()
    expect(claims).toContainEqual({ type: 'name', value: 'reg_ok' })
    // The page it returns to greets the new account once: a short-lived cookie the page reads.
    const welcome = res.headers.getSetCookie().find((c) => c.startsWith(`${WELCOME_COOKIE}=`))
    expect(welcome).toMatch(
      new RegExp(
        `^${WELCOME_COOKIE}=1; Max-Age=${WELCOME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax$`,
      ),
    )
  })

  it('stores only a hash of the session token', async () => {
    const jar = new CookieJar()
    await register({ username: 'hash_check', email: 'hash_check@example.com' }, jar)
    const token = jar.get('seen_session') ?? ''
    const rows = await t.db.select().from(sessions)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.tokenHash === token || r.sid === token)).toBe(false)
  })

  it('sends a foreign returnUrl home instead', async () => {
    const foreign = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]
    for (const [i, returnUrl] of foreign.entries()) {
      const res = await register({
        username: `ret_${i}`,
        email: `ret_${i}@example.com`,
        returnUrl,
      })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/')
    }
  })

  it.each([
    ['username', { username: 'ALICE_dup' }, ACCOUNT_MSG.usernameTaken],
    ['e-mail', { username: 'other_name', email: 'DUP@Example.com' }, ACCOUNT_MSG.emailTaken],
  ])(
    'refuses a duplicate %s case-insensitively with 409 and changes nothing',
    async (_, fields, message) => {
      await register({ username: 'alice_dup', email: 'dup@example.com' })
      const before = await userCount()
      const res = await register(fields)
      expect(res.status).toBe(409)
      expect(await res.text()).toContain(message)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect(await userCount()).toBe(before)
    },
  )

  it.each([
    ['a short password', { password: 'short' }, ACCOUNT_MSG.passwordShort],
    ['an overlong password', { password: 'x'.repeat(129) }, ACCOUNT_MSG.passwordLong],
    ['a malformed e-mail', { email: 'not-an-email' }, ACCOUNT_MSG.emailInvalid],
    ['a bad username', { username: 'no spaces!' }, ACCOUNT_MSG.usernameRule],
    ['a two-letter username', { username: 'ab' }, ACCOUNT_MSG.usernameRule],
    ['the reserved username of guests', { username: 'Guest' }, ACCOUNT_MSG.usernameReserved],
    ['a missing display name', { displayName: '' }, 'Display Name is required.'],
    [
      'an overlong display name',
      { displayName: 'd'.repeat(51) },
      'Display Name must not exceed 50 characters.',
    ],
  ])(
    'refuses %s with 400, the message beside the field, and changes nothing',
    async (_, fields, message) => {
      const before = await userCount()
      const res = await register({
        username: 'bad_input',
        email: 'bad_input@example.com',
        ...fields,
      })
      expect(res.status).toBe(400)
      const page = await res.text()
      expect(page).toContain(message)
      expect(page).toContain('aria-invalid="true"')
      expect(await userCount()).toBe(before)
    },
  )

  it('says one thing per field, the most useful: an empty e-mail is required, not also malformed', async () => {
    const res = await register({ username: 'one_message', email: '' })
    const page = await res.text()
    expect(res.status).toBe(400)
    expect(page).toContain(fieldMessage.required('E-mail'))
    expect(page).not.toContain(ACCOUNT_MSG.emailInvalid)
  })

  it('keeps typed values but never echoes the password', async () => {
    const res = await register({ username: 'echo_me', email: 'bad', password: 'secret-password-1' })
    const page = await res.text()
    expect(page).toContain('value="echo_me"')
    expect(page).not.toContain('secret-password-1')
  })

  it('escapes what the user typed', async () => {
    const res = await register({ username: '<script>x</script>', email: 'x' })
    const page = await res.text()
    expect(page).not.toContain('<script>x</script>')
    expect(page).toContain('&lt;script&gt;')
  })
})

describe('login', () => {
  beforeAll(async () => {
    await register({
      username: 'login_user',
      email: 'login_user@example.com',
      password: 'the-right-password',
    })
  })
  const login = (fields: Record<string, string>, jar = new CookieJar()) =>
    api(t.app, jar).form('/account/login', fields)

  it.each([
    ['username', 'LOGIN_USER'],
    ['e-mail', 'Login_User@Example.com'],
  ])('signs in by %s (case-insensitively) and returns to returnUrl', async (_, name) => {
    const res = await login({ login: name, password: 'the-right-password', returnUrl: '/messages' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/messages')
    const cookies = res.headers.getSetCookie()
    expect(cookies.some((cookie) => cookie.startsWith('seen_session='))).toBe(true)
    // A long-lived device cookie lets this browser in while others guess (login-limits.ts).
    expect(cookies.some((cookie) => cookie.startsWith('seen_device='))).toBe(true)
    // Only a new account is greeted.
    expect(cookies.some((cookie) => cookie.startsWith(`${WELCOME_COOKIE}=`))).toBe(false)
  })

  it('refuses a wrong password and an unknown user with the same message and no cookie', async () => {
    for (const fields of [
      { login: 'login_user', password: 'the-wrong-password' },
      { login: 'nobody_here', password: 'the-right-password' },
    ]) {
      const res = await login(fields)
      expect(res.status).toBe(401)
      expect(await res.text()).toContain(ACCOUNT_MSG.badCredentials)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('refuses an empty form with field messages', async () => {
    const res = await login({})
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(page).toContain('Username or e-mail is required.')
    expect(page).toContain('Password is required.')
  })

  it('delays guesses per account and address with 429 and Retry-After, growing, never a lock', async () => {
    await register({
      username: 'limited',
      email: 'limited@example.com',
      password: 'limited-password',
    })
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login({ login: 'limited', password: 'wrong-password' })).status).toBe(401)
    }
    const blocked = await login({ login: 'limited', password: 'limited-password' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBe(1)
    expect(await blocked.text()).toContain(MSG.tooManyRequests)
    expect(blocked.headers.get('set-cookie')).toBeNull()
    // The next failure after the wait waits twice as long.
    t.clock.advance(1000)
    expect((await login({ login: 'limited', password: 'wrong-password' })).status).toBe(401)
    const longer = await login({ login: 'limited', password: 'limited-password' })
    expect(Number(longer.headers.get('retry-after'))).toBe(2)
    t.clock.advance(2000)
    const after = await login({ login: 'limited', password: 'limited-password' })
    expect(after.status).toBe(303)
  })

  it('counts only failed log-ins against an account', async () => {
    await register({
      username: 'many_devices',
      email: 'many_devices@example.com',
      password: 'many-devices-password',
    })
    for (let i = 0; i <= LOGIN_LIMITS.freeFailures * 2; i++) {
      const res = await login({ login: 'many_devices', password: 'many-devices-password' })
      expect(res.status).toBe(303)
    }
  })

  it('takes the username or the e-mail under their own field names too', async () => {
    await register({
      username: 'alias_user',
      email: 'alias_user@example.com',
      password: 'alias-user-password',
    })
    const byUsername = await login({ username: 'alias_user', password: 'alias-user-password' })
    expect(byUsername.status).toBe(303)
    const byEmail = await login({
      email: 'alias_user@example.com',
      password: 'alias-user-password',
    })
    expect(byEmail.status).toBe(303)
  })

  it('sends a logged-in user away from the guest-only pages', async () => {
    const jar = new CookieJar()
    await login({ login: 'login_user', password: 'the-right-password' }, jar)
    for (const page of ['/account/login', '/account/register']) {
      const res = await api(t.app, jar).get(page)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/')
    }
  })

  it('serves labelled forms to guests', async () => {
    const page = await (await api(t.app).get('/account/login?returnUrl=%2Fsettings')).text()
    expect(page).toContain('<label for="login">Username or e-mail</label>')
    expect(page).toContain('<label for="password">Password</label>')
    expect(page).toContain('name="returnUrl" value="/settings"')
  })
})

describe('account pages look like the app', () => {
  it.each(['/account/login', '/account/register'])(
    '%s links the app icon, applies the theme chosen in the app and has no quote the template escaped',
    async (path) => {
      const res = await api(t.app).get(path)
      const page = await res.text()
      expect(page).toContain('<link rel="icon" href="/favicon.svg"')
      expect(page).toContain('<script src="/theme-init.js"></script>')
      expect(page).toContain('[data-theme=dark]')
      expect(page.slice(page.indexOf('<style>'), page.indexOf('</style>'))).not.toContain('&quot;')
    },
  )
})
