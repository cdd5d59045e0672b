/**
 * Live streams held at once (docs/decisions/164-live-stream-limits.md): per session, a person's
 * tabs; per address, a venue's crowd behind one Wi-Fi. Past either, 429 with Retry-After; a
 * stream that ends, however it ends, gives its slot back.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberships, rateLimits } from '~/server/db/schema'
import { STREAM_LIMIT_MSG } from '~/server/live/stream-limits'
import { LIVE } from '~/shared/constants'
import { GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { addMember, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { type LiveReader, openLive } from './live-client'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let held: LiveReader[] = []

beforeAll(async () => {
  // Addresses come from X-Forwarded-For, so each test has its own.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  creator = await register(t, 'cap_creator')
}, 30_000)
afterEach(async () => {
  await Promise.all(held.map((stream) => stream.close()))
  held = []
  await expect.poll(() => t.live.size).toBe(0)
})
afterAll(() => t.close())

async function watch(shortName: string, address: string, jar?: CookieJar) {
  const stream = await openLive(t.app, `/api/seen/${shortName}/live`, jar, {
    'X-Forwarded-For': address,
  })
  held.push(stream)
  return stream
}

/** `n` streams at once, opened a few at a time; every one must open. */
async function hold(n: number, shortName: string, address: string, jar?: CookieJar) {
  for (let opened = 0; opened < n; ) {
    const batch = Math.min(25, n - opened)
    const streams = await Promise.all(
      Array.from({ length: batch }, () => watch(shortName, address, jar)),
    )
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200))
    opened += batch
    // Opens per address per minute are a separate, older rule: this test is about holding.
    await t.db.delete(rateLimits).where(sql`bucket like 'live:%'`)
  }
}

async function expectRefused(stream: LiveReader, message: string) {
  expect(stream.status).toBe(429)
  expect(Number(stream.res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await stream.res.json()).toMatchObject({
    success: false,
    errors: { userMessage: [message] },
  })
}

describe('streams held at once per session', { timeout: 60_000 }, () => {
  it(`lets one signed-in session hold ${LIVE.streamsPerSession}, refuses the next, and lets one in when one closes`, async () => {
    const viewer = await register(t, 'cap_tabs')
    const seen = await makeSeen(t, creator, { type: 1 })
    const other = await makeSeen(t, creator, { type: 1 })
    await hold(LIVE.streamsPerSession - 1, seen.shortName, '198.51.100.1', viewer.jar)
    // The last tab from another network still counts against the same session.
    expect((await watch(other.shortName, '198.51.100.2', viewer.jar)).status).toBe(200)
    await expectRefused(
      await watch(other.shortName, '198.51.100.1', viewer.jar),
      STREAM_LIMIT_MSG.session,
    )
    // Someone else's session behind the same address is not held back.
    const neighbour = await register(t, 'cap_neighbour')
    expect((await watch(seen.shortName, '198.51.100.1', neighbour.jar)).status).toBe(200)

    await held[0]?.close()
    expect((await watch(other.shortName, '198.51.100.1', viewer.jar)).status).toBe(200)
    await expectRefused(
      await watch(other.shortName, '198.51.100.1', viewer.jar),
      STREAM_LIMIT_MSG.session,
    )
  })

  it('counts a guest session the same way', async () => {
    const guest = new CookieJar()
    await api(t.app, guest).get('/bff/user', { headers: { [GUEST_SESSION_HEADER]: '1' } })
    expect(guest.header()).toContain('seen_guest=')
    const seen = await makeSeen(t, creator, { type: 1 })
    await hold(LIVE.streamsPerSession, seen.shortName, '198.51.100.3', guest)
    await expectRefused(
      await watch(seen.shortName, '198.51.100.3', guest),
      STREAM_LIMIT_MSG.session,
    )
    // A viewer without a session is counted by address only.
    expect((await watch(seen.shortName, '198.51.100.3')).status).toBe(200)
  })

  it('gives the slot of a stream the server ends (access lost) back', async () => {
    const member = await register(t, 'cap_member')
    const open = await makeSeen(t, creator, { type: 1 })
    const invitationOnly = await makeSeen(t, creator, { type: 6 })
    await addMember(t, member, invitationOnly.id)
    const lost = await watch(invitationOnly.shortName, '198.51.100.4', member.jar)
    expect(lost.status).toBe(200)
    await hold(LIVE.streamsPerSession - 1, open.shortName, '198.51.100.4', member.jar)
    await expectRefused(
      await watch(open.shortName, '198.51.100.4', member.jar),
      STREAM_LIMIT_MSG.session,
    )
    await t.db.delete(memberships).where(eq(memberships.userId, member.id))
    await lost.endsWithin(5000)
    await expect
      .poll(async () => (await watch(open.shortName, '198.51.100.4', member.jar)).status)
      .toBe(200)
  })
})

describe('streams held at once per address', { timeout: 120_000 }, () => {
  it(`lets a venue's crowd behind one address hold ${LIVE.streamsPerAddress}, refuses the next, and lets one in when one closes`, async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const venue = '203.0.113.50'
    await hold(LIVE.streamsPerAddress, seen.shortName, venue)
    await expectRefused(await watch(seen.shortName, venue), STREAM_LIMIT_MSG.address)
    // A signed-in guest of the venue shares the address's limit; another address does not.
    const late = await register(t, 'cap_late')
    await expectRefused(await watch(seen.shortName, venue, late.jar), STREAM_LIMIT_MSG.address)
    expect((await watch(seen.shortName, '203.0.113.51', late.jar)).status).toBe(200)

    await held[0]?.close()
    expect((await watch(seen.shortName, venue)).status).toBe(200)
    await expectRefused(await watch(seen.shortName, venue), STREAM_LIMIT_MSG.address)
  })
})
