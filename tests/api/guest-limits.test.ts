/**
 * Limits on anonymous work sized for the venue (docs/decisions/166-guest-identities-and-limits.md):
 * a guest sends a full batch without waiting, a wedding's crowd behind one address gets
 * through, and the ceilings past that answer 429 with Retry-After and a guest's words.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_RULES, VENUE_CROWD } from '~/server/appearances/guest-limits'
import { rateLimits } from '~/server/db/schema'
import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import { GUEST_POST_MSG } from '~/shared/guest-post-messages'
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
const issuedCookie = (res: Response) =>
  res.headers.getSetCookie().some((line) => line.startsWith('seen_guest='))
const message = async (res: Response) =>
  ((await res.json()) as { errors: { userMessage: string[] } }).errors.userMessage[0]

/** As if `count` had already been spent in `bucket` this window. */
const spent = (bucket: string, count: number, windowMs = 60 * 60_000) =>
  t.db.insert(rateLimits).values({
    bucket,
    count,
    resetAt: new Date(t.clock.now().getTime() + windowMs),
  })

describe('the rules fit the venue before they stop abuse', () => {
  it('hold a full batch per guest and the crowd’s full batches per address and Seen', () => {
    expect(GUEST_RULES.postsPerSession.limit).toBeGreaterThanOrEqual(BATCH_PHOTO_LIMIT)
    expect(GUEST_RULES.sessionsPerIp.limit).toBeGreaterThanOrEqual(VENUE_CROWD)
    expect(GUEST_RULES.postsPerIpPerSeen.limit).toBeGreaterThanOrEqual(
      VENUE_CROWD * BATCH_PHOTO_LIMIT,
    )
    for (const rule of Object.values(GUEST_RULES))
      expect(rule.windowMs).toBeLessThanOrEqual(3_600_000)
  })
})

describe('limits on anonymous work', () => {
  it(`issues one address ${GUEST_RULES.sessionsPerIp.limit} guest sessions an hour, then 429 with Retry-After and no cookie`, async () => {
    let issued = 0
    const refused: Response[] = []
    for (let i = 0; i < GUEST_RULES.sessionsPerIp.limit + 10; i++) {
      const res = await askSession('198.51.100.1')
      if (res.status === 401 && issuedCookie(res)) issued++
      else refused.push(res)
    }
    expect(issued).toBe(GUEST_RULES.sessionsPerIp.limit)
    expect(refused).toHaveLength(10)
    for (const res of refused) {
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(issuedCookie(res)).toBe(false)
      expect(await message(res)).toBe(GUEST_POST_MSG.busy)
    }
    const post = await guestPost(new CookieJar(), '198.51.100.1')
    expect(post.status).toBe(429)
    // Another address is not affected.
    expect(issuedCookie(await askSession('198.51.100.2'))).toBe(true)
  }, 120_000)

  it(`lets one guest session send a full batch of ${BATCH_PHOTO_LIMIT} in a row, then waits past its ceiling`, async () => {
    const guest = new CookieJar()
    await askSession('198.51.100.3', guest)
    for (let i = 0; i < BATCH_PHOTO_LIMIT; i++) {
      expect((await guestPost(guest, '198.51.100.3')).status).toBe(200)
    }
    // The rest of the session's hour, spent.
    const rows = await t.db.select().from(rateLimits)
    const session = rows.find(
      (r) => r.bucket.startsWith('guest-post:session:') && r.count === BATCH_PHOTO_LIMIT,
    )
    if (!session) throw new Error('the session’s bucket is not counted')
    await t.db
      .update(rateLimits)
      .set({ count: GUEST_RULES.postsPerSession.limit })
      .where(eq(rateLimits.bucket, session.bucket))
    const refused = await guestPost(guest, '198.51.100.3')
    expect(refused.status).toBe(429)
    expect(await message(refused)).toBe(GUEST_POST_MSG.busy)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    t.clock.advance(wait * 1000)
    expect((await guestPost(guest, '198.51.100.3')).status).toBe(200)
  }, 120_000)

  it(`lets the last guests of a ${VENUE_CROWD}-guest crowd behind one address each post 20 to one Seen`, async () => {
    const address = '198.51.100.5'
    const seen = seens[1]?.id ?? ''
    const last = 3
    // The crowd before them: their sessions and their 20 photos each, already counted.
    await spent(`guest-session:ip:${address}`, VENUE_CROWD - last)
    await spent(`guest-post:ip:${address}:${seen}`, (VENUE_CROWD - last) * 20)
    for (let g = 0; g < last; g++) {
      const guest = new CookieJar()
      expect(issuedCookie(await askSession(address, guest))).toBe(true)
      for (let i = 0; i < 20; i++) expect((await guestPost(guest, address, 1)).status).toBe(200)
    }
  }, 120_000)

  it('limits guest posts per address and Seen; the same guests may still post to another Seen', async () => {
    const seen = seens[0]?.id ?? ''
    await spent(`guest-post:ip:198.51.100.4:${seen}`, GUEST_RULES.postsPerIpPerSeen.limit, 60_000)
    const guest = new CookieJar()
    await askSession('198.51.100.4', guest)
    const refused = await guestPost(guest, '198.51.100.4', 0)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await message(refused)).toBe(GUEST_POST_MSG.busy)
    expect((await guestPost(guest, '198.51.100.4', 1)).status).toBe(200)
  })
})
