import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { makeAppearance, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { createSeen, list, names, register, type TestUser } from './seens-fixtures'

// The read cache of the Seen list and detail (src/server/http/read-cache.ts) with a 2 s lifetime, as served by
// default: writes behind the API's back stay unseen until it expires, writes through it at once.
const TTL_MS = 2000

let t: TestApp
let host: TestUser
let fan: TestUser
let first: string

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_MS: String(TTL_MS) } })
  host = await register(t, 'cache_host')
  fan = await register(t, 'cache_fan')
  first = await createSeen(t, host)
})
afterAll(() => t.close())

const hideBehindTheApi = (shortName: string, active: boolean) =>
  t.db.update(seens).set({ active }).where(eq(seens.shortName, shortName))

const seenIn = (body: Awaited<ReturnType<typeof list>>['body'], shortName: string) =>
  body.seenList.find((seen) => seen.shortName === shortName)

describe('the Seen list read cache', () => {
  it('answers a repeated list from memory until its lifetime ends', async () => {
    expect(names((await list(t, undefined)).body)).toContain(first)
    await hideBehindTheApi(first, false)
    expect(names((await list(t, undefined)).body)).toContain(first)
    t.clock.advance(TTL_MS)
    expect(names((await list(t, undefined)).body)).not.toContain(first)
    await hideBehindTheApi(first, true)
    t.clock.advance(TTL_MS)
  })

  it('is emptied by any successful write through the API', async () => {
    const before = seenIn((await list(t, fan.jar)).body, first)
    expect(before?.isLiked).toBe(false)
    const liked = await api(t.app, fan.jar).post('/api/seen/like', { seenShortName: first })
    expect(liked.status).toBe(200)
    const after = seenIn((await list(t, fan.jar)).body, first)
    expect(after).toMatchObject({ isLiked: true, likeCount: 1 })
    // A guest's list is fresh too: the cache holds nobody's answer across a write.
    expect(seenIn((await list(t, undefined)).body, first)?.likeCount).toBe(1)
  })

  it('keeps a refused write from emptying it', async () => {
    expect(names((await list(t, undefined)).body)).toContain(first)
    await hideBehindTheApi(first, false)
    const refused = await api(t.app, fan.jar).post('/api/seen/like', { seenShortName: 'nope' })
    expect(refused.status).toBe(404)
    expect(names((await list(t, undefined)).body)).toContain(first)
    await hideBehindTheApi(first, true)
    t.clock.advance(TTL_MS)
  })

  it("keeps each person's answer to themselves", async () => {
    const second = await createSeen(t, host, { seenAccessibilityType: 4 })
    expect(names((await list(t, host.jar)).body)).toContain(second)
    expect(names((await list(t, fan.jar)).body)).not.toContain(second)
    expect(names((await list(t, undefined)).body)).not.toContain(second)
  })

  it('tells different filters apart', async () => {
    const upcoming = names((await list(t, undefined, 'past=false')).body)
    const ended = names((await list(t, undefined, 'past=true')).body)
    expect(upcoming).toContain(first)
    expect(ended).not.toContain(first)
  })

  it('forgets a session at once when it logs out', async () => {
    const leaver = await register(t, 'cache_leaver')
    const claims = await api(t.app, leaver.jar).get('/bff/user')
    expect(claims.status).toBe(200)
    const logoutUrl = ((await claims.json()) as { type: string; value: string }[]).find(
      (claim) => claim.type === 'bff:logout_url',
    )?.value
    const cookie = leaver.jar.header() ?? ''
    const out = await api(t.app, leaver.jar).get(logoutUrl ?? '')
    expect(out.status).toBe(302)
    // The old cookie, replayed: the session was cached a moment ago and must be gone now.
    expect((await api(t.app).get('/bff/user', { cookie })).status).toBe(401)
  })
})

interface Detail {
  seen: { headline: string; isLiked: boolean; appearances: { headline: string }[] }
}

const detail = async (shortName: string, jar?: CookieJar) => {
  const res = await api(t.app, jar).get(`/api/seen/${shortName}?limit=15&offset=0`)
  return { status: res.status, body: (await res.json()) as Detail }
}

describe('the Seen detail read cache', () => {
  it('answers a repeated detail from memory until its lifetime ends; writes empty it', async () => {
    expect((await detail(first)).body.seen.headline).not.toBe('Changed behind the API')
    await t.db
      .update(seens)
      .set({ headline: 'Changed behind the API' })
      .where(eq(seens.shortName, first))
    expect((await detail(first)).body.seen.headline).not.toBe('Changed behind the API')
    t.clock.advance(TTL_MS)
    expect((await detail(first)).body.seen.headline).toBe('Changed behind the API')

    expect((await detail(first, fan.jar)).body.seen.isLiked).toBe(true)
    await api(t.app, fan.jar).post('/api/seen/like', { seenShortName: first, like: false })
    expect((await detail(first, fan.jar)).body.seen.isLiked).toBe(false)
  })

  it('keeps nothing it refused: a Seen found again is answered at once', async () => {
    await hideBehindTheApi(first, false)
    expect((await detail(first)).status).toBe(404)
    await hideBehindTheApi(first, true)
    expect((await detail(first)).status).toBe(200)
  })

  it("keeps each guest session's answer to itself: a guest's pending post shows only to them", async () => {
    const moderated = await makeSeen(t, host, { type: 1, requiresApproval: true })
    const poster = new CookieJar()
    await makeAppearance(t, poster, moderated.shortName, { headline: 'pending guest post' })
    const headlines = async (jar?: CookieJar) =>
      (await detail(moderated.shortName, jar)).body.seen.appearances.map((a) => a.headline)
    expect(await headlines(new CookieJar())).toEqual([])
    expect(await headlines()).toEqual([])
    expect(await headlines(poster)).toEqual(['pending guest post'])
  })
})
