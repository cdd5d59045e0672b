/**
 * Guest identities are the server's (docs/decisions/166-guest-identities-and-limits.md): a
 * `seen_guest` cookie the server did not issue is nobody, and a post that brings one is given a
 * new guest session, counted like any other. Host blocks hold for a guest session and for a
 * signed-in user, with or without `X-Guest-Sender`.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_RULES } from '~/server/appearances/guest-limits'
import { appearances, rateLimits } from '~/server/db/schema'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { appearanceRecord, makeAppearance, makeSeen, postAppearance } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  host = await register(t, 'gid_host')
})
afterAll(() => t.close())

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')
const madeUp = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)
const jarWith = (token: string) => {
  const jar = new CookieJar()
  jar.set('seen_guest', token)
  return jar
}
const post = async (jar: CookieJar, seenShortName: string, headers: Record<string, string> = {}) =>
  api(t.app, jar).post(
    '/api/appearance',
    { appearanceRecord: await appearanceRecord(seenShortName) },
    { headers },
  )
const block = (shortName: string) =>
  api(t.app, host.jar).post(`/api/appearance/block/${encodeURIComponent(shortName)}`, {})

describe('a guest cookie the server did not issue', () => {
  it('is nobody: the post is given a new guest session, which owns it; the made-up one owns nothing', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    await fc.assert(
      fc.asyncProperty(madeUp, async (token) => {
        const jar = jarWith(token)
        const res = await post(jar, seen.shortName, { 'X-Forwarded-For': '203.0.113.10' })
        expect(res.status).toBe(200)
        const issued = jar.get('seen_guest') ?? ''
        expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/)
        expect(issued).not.toBe(token)
        const rows = await t.db
          .select({ hash: appearances.guestKeyHash })
          .from(appearances)
          .where(eq(appearances.guestKeyHash, sha256(token)))
        expect(rows).toEqual([])
      }),
      { numRuns: 10 },
    )
  })

  it('is counted as a new guest session: past the address’s ceiling, made-up cookies get 429', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const address = '203.0.113.11'
    await t.db.insert(rateLimits).values({
      bucket: `guest-session:ip:${address}`,
      count: GUEST_RULES.sessionsPerIp.limit,
      resetAt: new Date(t.clock.now().getTime() + 60 * 60_000),
    })
    const before = await dbSnapshot(t.db)
    await fc.assert(
      fc.asyncProperty(madeUp, async (token) => {
        const res = await post(jarWith(token), seen.shortName, { 'X-Forwarded-For': address })
        expect(res.status).toBe(429)
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      }),
      { numRuns: 5 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('keeps a blocked guest session blocked, with or without X-Guest-Sender', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const guest = new CookieJar()
    await api(t.app, guest).get('/bff/user', { headers: { [GUEST_SESSION_HEADER]: '1' } })
    const posted = await makeAppearance(t, guest, seen.shortName)
    expect((await block(posted)).status).toBe(200)
    const again = await postAppearance(t, guest, await appearanceRecord(seen.shortName))
    expect(again.status).toBe(403)
    expect(again.body.errors?.userMessage).toEqual([MODERATION_MSG.postBlocked])
    const sent = await post(guest, seen.shortName, { [GUEST_SENDER_HEADER]: '1' })
    expect(sent.status).toBe(403)
  })
})

describe('a signed-in user the host blocked', () => {
  it('cannot post with X-Guest-Sender, with or without a guest session, nor without it', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const user = await register(t, 'gid_blocked')
    const posted = await makeAppearance(t, user.jar, seen.shortName)
    expect((await block(posted)).status).toBe(200)
    const before = await dbSnapshot(t.db)
    expect((await post(user.jar, seen.shortName)).status).toBe(403)
    const asGuest = await post(user.jar, seen.shortName, { [GUEST_SENDER_HEADER]: '1' })
    expect(asGuest.status).toBe(403)
    expect(
      ((await asGuest.json()) as { errors: { userMessage: string[] } }).errors.userMessage,
    ).toEqual([MODERATION_MSG.postBlocked])
    await api(t.app, user.jar).get('/bff/user', {
      headers: { [GUEST_SESSION_HEADER]: '1', [GUEST_SENDER_HEADER]: '1' },
    })
    expect(user.jar.get('seen_guest')).toBeDefined()
    expect((await post(user.jar, seen.shortName, { [GUEST_SENDER_HEADER]: '1' })).status).toBe(403)
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('who is not blocked still sends a guest’s queued photo as the guest’s', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const user = await register(t, 'gid_free')
    const res = await post(user.jar, seen.shortName, { [GUEST_SENDER_HEADER]: '1' })
    expect(res.status).toBe(200)
    const [row] = await t.db
      .select({ by: appearances.createdById, guest: appearances.guestKeyHash })
      .from(appearances)
      .where(eq(appearances.seenId, seen.id))
    expect(row?.by).toBeNull()
    expect(row?.guest).toBe(sha256(user.jar.get('seen_guest') ?? ''))
  })
})
