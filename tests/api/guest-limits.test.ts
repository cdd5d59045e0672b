import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_RULES } from '~/server/appearances/guest-limits'
import { rateLimits } from '~/server/db/schema'
import { GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register } from './seens-fixtures'

let t: TestApp
let seens: { id: string; shortName: string }[]
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  const host = await register(t, 'guestlim_host')
  seens = [await makeSeen(t, host), await makeSeen(t, host)]
})
afterAll(() => t.close())

const from = (address: string) => ({ 'X-Forwarded-For': address })
const askSession = (address: string, jar = new CookieJar()) =>
  api(t.app, jar).get('/bff/user', { headers: { ...from(address), [GUEST_SESSION_HEADER]: '1' } })
const guestPost = async (jar: CookieJar, address: string, seen = 0) =>
  api(t.app, jar).post(
    '/api/appearance',
    { appearanceRecord: await appearanceRecord(seens[seen]?.shortName ?? '') },
    { headers: from(address) },
  )

describe('limits on anonymous work', () => {
  it(`gives one address ${GUEST_RULES.sessionsPerIp.limit} guest sessions an hour, then 429 on a post`, async () => {
    let issued = 0
    for (let i = 0; i < GUEST_RULES.sessionsPerIp.limit + 20; i++) {
      const res = await askSession('198.51.100.1')
      expect(res.status).toBe(401)
      if (res.headers.getSetCookie().some((line) => line.startsWith('seen_guest='))) issued++
    }
    expect(issued).toBe(GUEST_RULES.sessionsPerIp.limit)
    const refused = await guestPost(new CookieJar(), '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    const elsewhere = await askSession('198.51.100.2')
    expect(elsewhere.headers.getSetCookie().some((l) => l.startsWith('seen_guest='))).toBe(true)
  }, 60_000)

  it(`lets one guest session post ${GUEST_RULES.postsPerSession.limit} times in 10 minutes`, async () => {
    const guest = new CookieJar()
    await askSession('198.51.100.3', guest)
    for (let i = 0; i < GUEST_RULES.postsPerSession.limit; i++) {
      expect((await guestPost(guest, '198.51.100.3')).status).toBe(200)
    }
    const refused = await guestPost(guest, '198.51.100.3')
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    t.clock.advance(wait * 1000)
    expect((await guestPost(guest, '198.51.100.3')).status).toBe(200)
  }, 60_000)

  it('limits guest posts per address and Seen; the same guests may still post to another Seen', async () => {
    const seen = seens[0]?.id ?? ''
    // As if the venue's guests had already posted the hour's share to this Seen.
    await t.db.insert(rateLimits).values({
      bucket: `guest-post:ip:198.51.100.4:${seen}`,
      count: GUEST_RULES.postsPerIpPerSeen.limit,
      resetAt: new Date(t.clock.now().getTime() + 60_000),
    })
    const guest = new CookieJar()
    await askSession('198.51.100.4', guest)
    const refused = await guestPost(guest, '198.51.100.4', 0)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect((await guestPost(guest, '198.51.100.4', 1)).status).toBe(200)
  })
})
