/**
 * Settings → Sessions (docs/decisions/107-sessions-in-settings.md): a signed-in person sees their
 * own sessions and ends any other one, or all others; an ended session's cookie signs nobody in.
 * Someone else's session id is refused as unknown and nothing changes.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { MSG } from '~/shared/messages'
import { accountSessionsResponse } from '~/shared/schemas/account-sessions'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'

async function logIn(login: string, userAgent = FIREFOX_ANDROID) {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form(
    '/account/login',
    { login, password: PASSWORD },
    { headers: { 'User-Agent': userAgent } },
  )
  expect(res.status).toBe(303)
  return jar
}
const signedIn = async (jar: CookieJar) => (await api(t.app, jar).get('/bff/user')).status === 200
async function sessionsOf(jar: CookieJar) {
  const res = await api(t.app, jar).get('/api/account/sessions')
  expect(res.status).toBe(200)
  return v.parse(accountSessionsResponse, await res.json()).sessions
}

describe('GET /api/account/sessions', () => {
  it("lists only the viewer's sessions, this one first and marked, with the device named", async () => {
    const ada = await register(t, 'ses_ada')
    const phone = await logIn('ses_ada')
    const bob = await register(t, 'ses_bob')
    const listed = await sessionsOf(ada.jar)
    expect(listed).toHaveLength(2)
    expect(listed[0]?.isCurrent).toBe(true)
    expect(listed[1]).toMatchObject({ isCurrent: false, device: 'Firefox on Android' })
    expect(Date.parse(listed[1]?.createdDate ?? '')).not.toBeNaN()
    expect(Date.parse(listed[1]?.lastSeenDate ?? '')).not.toBeNaN()
    const fromPhone = await sessionsOf(phone)
    expect(fromPhone.map((s) => s.id).sort()).toEqual(listed.map((s) => s.id).sort())
    expect(fromPhone[0]?.id).toBe(listed[1]?.id)
    const bobs = await sessionsOf(bob.jar)
    expect(bobs.map((s) => s.id)).not.toContain(listed[1]?.id)
    expect(bobs).toHaveLength(1)
  })

  it('refuses a guest (401) and a request without X-CSRF (403)', async () => {
    expect((await api(t.app).get('/api/account/sessions')).status).toBe(401)
    const ada = await register(t, 'ses_csrf')
    const res = await t.app.request('/api/account/sessions', {
      headers: { Cookie: ada.jar.header() ?? '' },
    })
    expect(res.status).toBe(403)
    const end = await t.app.request('/api/account/sessions/end-others', {
      method: 'POST',
      headers: { Cookie: ada.jar.header() ?? '' },
    })
    expect(end.status).toBe(403)
  })
})

describe('POST /api/account/sessions/end', () => {
  it('ends another session of the account: its cookie no longer signs in', async () => {
    const ada = await register(t, 'ses_end')
    const other = await logIn('ses_end')
    const [, otherSession] = await sessionsOf(ada.jar)
    const res = await api(t.app, ada.jar).post('/api/account/sessions/end', {
      sessionId: otherSession?.id,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, ended: 1 })
    expect(await signedIn(other)).toBe(false)
    expect(await signedIn(ada.jar)).toBe(true)
    expect(await sessionsOf(ada.jar)).toHaveLength(1)
    const again = await api(t.app, ada.jar).post('/api/account/sessions/end', {
      sessionId: otherSession?.id,
    })
    expect(again.status).toBe(404)
  })

  it("refuses someone else's session id as unknown (404) and changes nothing", async () => {
    const ada = await register(t, 'ses_forger')
    const bob = await register(t, 'ses_victim')
    const [bobSession] = await sessionsOf(bob.jar)
    const before = await dbSnapshot(t.db)
    const res = await api(t.app, ada.jar).post('/api/account/sessions/end', {
      sessionId: bobSession?.id,
    })
    expect(res.status).toBe(404)
    expect((await res.json()).errors.userMessage).toEqual([ACCOUNT_MSG.sessionNotFound])
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect(await signedIn(bob.jar)).toBe(true)
  })

  it('refuses this session (Log out ends it) and a guest', async () => {
    const ada = await register(t, 'ses_self')
    const [current] = await sessionsOf(ada.jar)
    const before = await dbSnapshot(t.db)
    const res = await api(t.app, ada.jar).post('/api/account/sessions/end', {
      sessionId: current?.id,
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.userMessage).toEqual([ACCOUNT_MSG.sessionIsCurrent])
    const guest = await api(t.app).post('/api/account/sessions/end', { sessionId: current?.id })
    expect(guest.status).toBe(401)
    expect((await guest.json()).errors.userMessage).toEqual([MSG.notLoggedIn])
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('answers generated bad input with 400 and changes nothing', async () => {
    const ada = await register(t, 'ses_fuzz')
    await logIn('ses_fuzz')
    const before = await dbSnapshot(t.db)
    const badId = fc.oneof(
      fc.string({ maxLength: 40 }).filter((s) => !/^[A-Za-z0-9_-]{22}$/.test(s)),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.string({ minLength: 22, maxLength: 22 }).map((s) => `${s.slice(0, 21)}\u0000`),
    )
    await fc.assert(
      fc.asyncProperty(badId, async (sessionId) => {
        const res = await api(t.app, ada.jar).post('/api/account/sessions/end', { sessionId })
        expect(res.status).toBe(400)
      }),
      { seed: 107, numRuns: 40 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})

describe('POST /api/account/sessions/end-others', () => {
  it("ends every other session of the account, not this one and nobody else's", async () => {
    const ada = await register(t, 'ses_all')
    const tablet = await logIn('ses_all')
    const phone = await logIn('ses_all')
    const bob = await register(t, 'ses_all_bob')
    const res = await api(t.app, ada.jar).post('/api/account/sessions/end-others')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, ended: 2 })
    expect(await signedIn(tablet)).toBe(false)
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(ada.jar)).toBe(true)
    expect(await signedIn(bob.jar)).toBe(true)
  })

  it('is limited per user: 429 with Retry-After past the limit', async () => {
    const ada = await register(t, 'ses_limit')
    let last: Response | undefined
    for (let i = 0; i < 61; i++) {
      last = await api(t.app, ada.jar).post('/api/account/sessions/end-others')
    }
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
