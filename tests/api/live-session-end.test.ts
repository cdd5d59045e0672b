/**
 * A live stream ends with the session it was opened with, within seconds and on every instance
 * (docs/decisions/164-live-stream-limits.md): the deletion of the session's row announces it.
 * Each instance here checks sessions only once a minute, as in production, so no test can pass
 * by waiting for that check.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTENER_NAME } from '~/server/live/listener'
import { addMember, makeAppearance, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { appearanceNamed, type LiveReader, openLive } from './live-client'
import { register, type TestUser } from './seens-fixtures'

/** Instance A and instance B on one database, as behind a load balancer. */
let a: TestApp
let b: TestApp
let creator: TestUser
const streams: LiveReader[] = []
const PASSWORD = 'correct horse battery'
/** "Within a few seconds": far above a notice's way, far below the minute's check. */
const DEADLINE_MS = 5000

beforeAll(async () => {
  a = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
  b = await createTestApp({ db: a.db, clock: a.clock })
  creator = await register(a, 'end_creator')
}, 30_000)
afterAll(async () => {
  for (const stream of streams) await stream.close()
  await b.close()
  await a.close()
})

async function watch(t: TestApp, shortName: string, jar: CookieJar) {
  const stream = await openLive(t.app, `/api/seen/${shortName}/live`, jar)
  streams.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

async function logIn(username: string) {
  const jar = new CookieJar()
  expect(
    (await api(a.app, jar).form('/account/login', { login: username, password: PASSWORD })).status,
  ).toBe(303)
  return jar
}

/** The stream is still open: a photo posted now arrives on it. */
async function stillDelivers(stream: LiveReader, shortName: string, headline: string) {
  await makeAppearance(a, creator.jar, shortName, { headline })
  await stream.waitFor(appearanceNamed(headline))
}

async function sessionIds(jar: CookieJar) {
  const res = await api(a.app, jar).get('/api/account/sessions')
  const body = (await res.json()) as { sessions: { id: string; isCurrent: boolean }[] }
  return body.sessions
}

describe('a live stream ends with its session', { timeout: 30_000 }, () => {
  it('at logout, on this instance and on another', async () => {
    const viewer = await register(a, 'end_logout')
    const seen = await makeSeen(a, creator, { type: 1 })
    const here = await watch(a, seen.shortName, viewer.jar)
    const there = await watch(b, seen.shortName, viewer.jar)
    const claims = (await (await api(a.app, viewer.jar).get('/bff/user')).json()) as {
      type: string
      value: string
    }[]
    const logout = claims.find((claim) => claim.type === 'bff:logout_url')?.value ?? ''
    expect((await api(a.app, viewer.jar).get(logout)).status).toBe(302)
    await here.endsWithin(DEADLINE_MS)
    await there.endsWithin(DEADLINE_MS)
  })

  it('when another session of the account ends it (Settings → Sessions); the ender keeps theirs', async () => {
    const owner = await register(a, 'end_one')
    const stolen = await logIn('end_one')
    const seen = await makeSeen(a, creator, { type: 1 })
    const thief = await watch(b, seen.shortName, stolen)
    const mine = await watch(b, seen.shortName, owner.jar)
    const other = (await sessionIds(owner.jar)).find((session) => !session.isCurrent)
    const res = await api(a.app, owner.jar).post('/api/account/sessions/end', {
      sessionId: other?.id,
    })
    expect(res.status).toBe(200)
    await thief.endsWithin(DEADLINE_MS)
    await stillDelivers(mine, seen.shortName, 'after ending one')
  })

  it('when the other sessions are ended all at once', async () => {
    const owner = await register(a, 'end_others')
    const phone = await logIn('end_others')
    const laptop = await logIn('end_others')
    const seen = await makeSeen(a, creator, { type: 1 })
    const ended = [await watch(a, seen.shortName, phone), await watch(b, seen.shortName, laptop)]
    const mine = await watch(a, seen.shortName, owner.jar)
    expect((await api(a.app, owner.jar).post('/api/account/sessions/end-others', {})).status).toBe(
      200,
    )
    for (const stream of ended) await stream.endsWithin(DEADLINE_MS)
    await stillDelivers(mine, seen.shortName, 'after ending the others')
  })

  it('when the password is changed: the other sessions end, this one stays', async () => {
    const owner = await register(a, 'end_change')
    const stolen = await logIn('end_change')
    // The review's case: an invitation-only Seen the account is a member of.
    const seen = await makeSeen(a, creator, { type: 6 })
    await addMember(a, owner, seen.id)
    const thief = await watch(b, seen.shortName, stolen)
    const mine = await watch(b, seen.shortName, owner.jar)
    const res = await api(a.app, owner.jar).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new password',
    })
    expect(res.status).toBe(200)
    await thief.endsWithin(DEADLINE_MS)
    await stillDelivers(mine, seen.shortName, 'after the change')
  })

  it('when the password is reset through the mailed link: every session ends', async () => {
    const owner = await register(a, 'end_reset')
    const phone = await logIn('end_reset')
    const seen = await makeSeen(a, creator, { type: 1 })
    const ended = [await watch(a, seen.shortName, owner.jar), await watch(b, seen.shortName, phone)]
    await api(a.app).form('/account/forgot', { email: 'end_reset@example.com' })
    await expect.poll(() => a.mailer.sent.some((m) => m.to === 'end_reset@example.com')).toBe(true)
    const mail = a.mailer.sent.filter((m) => m.to === 'end_reset@example.com').at(-1)
    const token = /\/account\/reset\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
    const res = await api(a.app).form('/account/reset', { token, password: 'reset to this one' })
    expect(res.status).toBe(200)
    for (const stream of ended) await stream.endsWithin(DEADLINE_MS)
  })

  it('when the account is deleted', async () => {
    const owner = await register(a, 'end_delete')
    const phone = await logIn('end_delete')
    const seen = await makeSeen(a, creator, { type: 1 })
    const onPhone = await watch(b, seen.shortName, phone)
    const res = await api(a.app, owner.jar).post('/api/account/delete', { password: PASSWORD })
    expect(res.status).toBe(200)
    await onPhone.endsWithin(DEADLINE_MS)
  })

  it('when it ends while the listening connections are cut (a database restart)', async () => {
    const owner = await register(a, 'end_cut')
    const phone = await logIn('end_cut')
    const seen = await makeSeen(a, creator, { type: 1 })
    const onPhone = await watch(b, seen.shortName, phone)
    await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`)
    // Announced while no instance listens: the check after reconnecting finds it.
    const res = await api(a.app, owner.jar).post('/api/account/sessions/end-others', {})
    expect(res.status).toBe(200)
    await onPhone.endsWithin(15_000)
  })

  it('even when opened on an instance that still holds the ended session in its cache', async () => {
    // An instance that keeps resolved sessions for 2 s, as production does by default.
    const cached = await createTestApp({ db: a.db, clock: a.clock, env: { READ_CACHE_MS: '2000' } })
    try {
      const owner = await register(a, 'end_cached')
      const stolen = await logIn('end_cached')
      const seen = await makeSeen(a, creator, { type: 1 })
      expect((await api(cached.app, stolen).get('/bff/user')).status).toBe(200)
      expect(
        (await api(a.app, owner.jar).post('/api/account/sessions/end-others', {})).status,
      ).toBe(200)
      // The test clock stands still, so the cached session is still taken as signed in here.
      expect((await api(cached.app, stolen).get('/bff/user')).status).toBe(200)
      const late = await openLive(cached.app, `/api/seen/${seen.shortName}/live`, stolen)
      streams.push(late)
      await late.endsWithin(DEADLINE_MS)
    } finally {
      await cached.close()
    }
  })
})
