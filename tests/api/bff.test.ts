import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_ABSOLUTE_MS, SESSION_SLIDING_MS } from '~/server/auth/sessions'
import { sessions } from '~/server/db/schema'
import { GUEST_OK_HEADER, LOGOUT_REFUSED } from '~/server/routes/bff'
import { MSG } from '~/shared/messages'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function signedIn(username: string): Promise<CookieJar> {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form('/account/register', {
    username,
    displayName: `${username} Display`,
    email: `${username}@example.com`,
    password: 'a-good-password',
  })
  expect(res.status).toBe(303)
  return jar
}

type Claim = { type: string; value: string }
const claimsOf = async (jar: CookieJar) =>
  (await (await api(t.app, jar).get('/bff/user')).json()) as Claim[]

describe('GET /bff/user', () => {
  it('answers a guest 401 with an empty body', async () => {
    const res = await api(t.app).get('/bff/user')
    expect(res.status).toBe(401)
    expect(await res.text()).toBe('')
  })

  it('answers a guest that says X-Guest-Ok: 1 with no claims (200 []), and a user as always', async () => {
    const headers = { [GUEST_OK_HEADER]: '1' }
    const guest = await api(t.app).get('/bff/user', { headers })
    expect(guest.status).toBe(200)
    expect(await guest.json()).toEqual([])
    for (const value of ['0', 'true', '', '1, 1']) {
      const other = await api(t.app).get('/bff/user', { headers: { [GUEST_OK_HEADER]: value } })
      expect(other.status, `X-Guest-Ok: ${value}`).toBe(401)
    }
    const jar = await signedIn('guest_ok_user')
    const user = await api(t.app, jar).get('/bff/user', { headers })
    expect(user.status).toBe(200)
    expect(((await user.json()) as Claim[]).map((claim) => claim.type)).toContain('name')
    const noCsrf = await t.app.request('/bff/user', { headers })
    expect(noCsrf.status).toBe(403)
  })

  it('refuses a request without X-CSRF with 403', async () => {
    const jar = await signedIn('csrf_user')
    const res = await t.app.request('/bff/user', { headers: { Cookie: jar.header() ?? '' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      success: false,
      errors: { userMessage: [MSG.csrfMissing] },
      errorMessage: MSG.csrfMissing,
    })
  })

  it('lists sub, name, display_name and the logout address of this session', async () => {
    const jar = await signedIn('claims_user')
    const claims = await claimsOf(jar)
    expect(claims.map((c) => c.type)).toEqual(['sub', 'name', 'display_name', 'bff:logout_url'])
    expect(claims).toContainEqual({ type: 'name', value: 'claims_user' })
    expect(claims).toContainEqual({ type: 'display_name', value: 'claims_user Display' })
    expect(claims.find((c) => c.type === 'bff:logout_url')?.value).toMatch(
      /^\/bff\/logout\?sid=[\w-]+$/,
    )
    expect(claims.find((c) => c.type === 'sub')?.value).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('session lifetime', () => {
  it('slides the expiry while used and ends after 14 idle days', async () => {
    const jar = await signedIn('sliding_user')
    t.clock.advance(SESSION_SLIDING_MS - 60_000)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(200)
    t.clock.advance(SESSION_SLIDING_MS - 60_000)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(200)
    t.clock.advance(SESSION_SLIDING_MS + 60_000)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(401)
  })

  it('ends after 90 days however often it is used', async () => {
    const jar = await signedIn('absolute_user')
    for (let day = 0; day < 89; day += 10) {
      t.clock.advance(10 * 24 * 3600_000)
      await api(t.app, jar).get('/bff/user')
    }
    t.clock.advance(SESSION_ABSOLUTE_MS)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(401)
  })
})

describe('login and register redirects', () => {
  it.each([
    [
      '/bff/login?returnUrl=%2Fseen%3Fshortname%3Dabc',
      '/account/login?returnUrl=%2Fseen%3Fshortname%3Dabc',
    ],
    ['/bff/register?returnUrl=%2Fmessages', '/account/register?returnUrl=%2Fmessages'],
    ['/bff/login?returnUrl=https%3A%2F%2Fevil.example', '/account/login?returnUrl=%2F'],
    ['/bff/register', '/account/register?returnUrl=%2F'],
  ])('%s redirects to %s', async (from, to) => {
    const res = await api(t.app).get(from)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(to)
  })
})

describe('GET /bff/logout', () => {
  const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]?.n ?? 0

  it('ends the session named by sid and redirects to login', async () => {
    const jar = await signedIn('logout_user')
    const url = (await claimsOf(jar)).find((c) => c.type === 'bff:logout_url')?.value ?? ''
    const before = await sessionCount()
    const res = await api(t.app, jar).get(url)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/account/login')
    // The browser drops its HTTP cache: immutable private photos must not outlive the session.
    expect(res.headers.get('clear-site-data')).toBe('"cache"')
    expect(await sessionCount()).toBe(before - 1)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(401)
  })

  it('refuses a logout without the right sid, so a link cannot log you out', async () => {
    const jar = await signedIn('victim_user')
    const before = await sessionCount()
    for (const url of ['/bff/logout', '/bff/logout?sid=guessed']) {
      const res = await api(t.app, jar).get(url)
      expect(res.status).toBe(403)
      expect(res.headers.get('clear-site-data')).toBeNull()
      expect((await res.json()).errors.userMessage).toEqual([LOGOUT_REFUSED])
    }
    expect(await sessionCount()).toBe(before)
    expect((await api(t.app, jar).get('/bff/user')).status).toBe(200)
  })

  it("refuses another session's sid", async () => {
    const mine = await signedIn('sid_owner')
    const other = await signedIn('sid_other')
    const otherUrl = (await claimsOf(other)).find((c) => c.type === 'bff:logout_url')?.value ?? ''
    expect((await api(t.app, mine).get(otherUrl)).status).toBe(403)
    expect((await api(t.app, other).get('/bff/user')).status).toBe(200)
  })

  it('sends a guest to login', async () => {
    const res = await api(t.app).get('/bff/logout?sid=x')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/account/login')
  })
})
