import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, rateLimits, sessions } from '~/server/db/schema'
import { LISTENER_NAME } from '~/server/live/listener'
import { LIVE } from '~/shared/constants'
import { LIVE_EVENTS } from '~/shared/schemas/live'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { addMember, call, makeAppearance, makeSeen } from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { api } from './http'
import { appearanceNamed, type LiveReader, openLive } from './live-client'
import { register, type TestUser } from './seens-fixtures'

/** Instance A and instance B: two apps, each with its own LISTEN connection, on one database. */
let a: TestApp
let b: TestApp
let creator: TestUser
let author: TestUser
let other: TestUser
const streams: LiveReader[] = []

beforeAll(async () => {
  a = await createTestApp()
  b = await createTestApp({ db: a.db, clock: a.clock })
  creator = await register(a, 'live_creator')
  author = await register(a, 'live_author')
  other = await register(a, 'live_other')
}, 30_000)
afterAll(async () => {
  for (const stream of streams) await stream.close()
  await b.close()
  await a.close()
})

async function watch(t: TestApp, shortName: string, jar?: CookieJar, query = '', headers = {}) {
  const stream = await openLive(t.app, `/api/seen/${shortName}/live${query}`, jar, headers)
  streams.push(stream)
  return stream
}

const removedNamed =
  (shortName: string) => (event: { event: string; data: Record<string, unknown> }) =>
    event.event === LIVE_EVENTS.removed && event.data.appearanceShortName === shortName

describe('GET /api/seen/{shortname}/live', { timeout: 30_000 }, () => {
  it('answers an event stream that proxies must not buffer', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    const stream = await watch(a, seen.shortName)
    expect(stream.status).toBe(200)
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream')
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.res.headers.get('cache-control')).toContain('no-cache')
  })

  it('delivers a photo posted through instance A to a viewer on instance B', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    const onB = await watch(b, seen.shortName)
    const name = await makeAppearance(a, author.jar, seen.shortName, { headline: 'across' })
    const event = await onB.waitFor(appearanceNamed('across'))
    expect(event.data.appearanceShortName).toBe(name)
    expect(event.data.isOwner).toBe(false)
    expect(typeof event.id).toBe('number')
    const counts = await onB.waitFor(
      (e) => e.event === LIVE_EVENTS.counts && e.data.appearanceCount === 1,
    )
    expect(counts.data.appearanceCount).toBe(1)
  })

  it('applies the visibility rules per viewer: guests and users, pending, approved, hidden', async () => {
    const seen = await makeSeen(a, creator, { type: 1, requiresApproval: true })
    const guest = new CookieJar()
    // The guest gets their guest session by posting once (approved, so everyone sees it).
    const first = await makeAppearance(a, guest, seen.shortName, { headline: 'guest first' })
    await call(a, creator.jar).post(`/api/appearance/approve/${first}`, { approve: true })

    const creatorAll = await watch(b, seen.shortName, creator.jar, '?filter=all')
    const creatorView = await watch(a, seen.shortName, creator.jar)
    const authorStream = await watch(b, seen.shortName, author.jar)
    const otherStream = await watch(a, seen.shortName, other.jar)
    const guestStream = await watch(b, seen.shortName, guest)
    const anonymous = await watch(a, seen.shortName)
    expect((await creatorAll.waitFor((e) => e.event === LIVE_EVENTS.pending)).data).toEqual({
      appearances: 0,
      joinRequests: 0,
    })

    const pending = await makeAppearance(a, author.jar, seen.shortName, { headline: 'pending' })
    const guestPending = await makeAppearance(b, guest, seen.shortName, {
      headline: 'guest pending',
    })
    const mine = await authorStream.waitFor(appearanceNamed('pending'))
    expect(mine.data.isOwner).toBe(true)
    expect((await guestStream.waitFor(appearanceNamed('guest pending'))).data.isOwner).toBe(true)
    await creatorAll.waitFor(appearanceNamed('guest pending'))
    await creatorAll.waitFor((e) => e.event === LIVE_EVENTS.pending && e.data.appearances === 2)
    // Nobody else hears of a pending photo, not even that it exists.
    for (const stream of [otherStream, anonymous, creatorView]) {
      expect(stream.events.some(appearanceNamed('pending'))).toBe(false)
    }
    expect(guestStream.events.some(appearanceNamed('pending'))).toBe(false)

    const approve = await call(a, creator.jar).post(`/api/appearance/approve/${pending}`, {
      approve: true,
    })
    expect(approve.status, JSON.stringify(approve.body)).toBe(200)
    for (const stream of [otherStream, anonymous, creatorView, guestStream]) {
      const approved = await stream.waitFor(appearanceNamed('pending'))
      expect(approved.data.isApproved).toBe(true)
    }
    await creatorAll.waitFor((e) => e.event === LIVE_EVENTS.pending && e.data.appearances === 1)

    await call(a, author.jar).post(`/api/appearance/hide/${pending}`, { hide: true })
    for (const stream of [otherStream, anonymous, guestStream])
      await stream.waitFor(removedNamed(pending))
    // The owner and the creator still see it, hidden.
    await authorStream.waitFor((e) => appearanceNamed('pending')(e) && e.data.isHidden === true)
    await creatorAll.waitFor((e) => appearanceNamed('pending')(e) && e.data.isHidden === true)

    await call(a, creator.jar).post(`/api/appearance/approve/${guestPending}`, { approve: false })
    await guestStream.waitFor(
      (e) => appearanceNamed('guest pending')(e) && e.data.isRejected === true,
    )
    const unseen = [otherStream, anonymous, authorStream]
    await otherStream.settle(300)
    for (const stream of unseen) {
      expect(stream.events.some(appearanceNamed('guest pending'))).toBe(false)
      expect(stream.events.some(removedNamed(guestPending))).toBe(false)
    }
  })

  it('sends likes of an appearance only to those who may see it', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    const name = await makeAppearance(a, author.jar, seen.shortName, { headline: 'liked' })
    const viewer = await watch(b, seen.shortName)
    await call(a, other.jar).post('/api/appearance/like', { appearanceShortName: name, like: true })
    const liked = await viewer.waitFor(
      (e) => e.event === LIVE_EVENTS.counts && e.data.appearance !== undefined,
    )
    expect(liked.data.appearance).toEqual({ appearanceShortName: name, likedCount: 1 })
  })

  it('tells the creator of new join requests', async () => {
    const seen = await makeSeen(a, creator, { type: 3 })
    const stream = await watch(b, seen.shortName, creator.jar)
    await call(a, other.jar).post('/api/seen/joinrequests/request', {
      seenShortName: seen.shortName,
      message: 'hi',
    })
    await stream.waitFor((e) => e.event === LIVE_EVENTS.pending && e.data.joinRequests === 1)
  })

  it('resumes after Last-Event-ID without gaps or repeats', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    const first = await watch(a, seen.shortName)
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'before' })
    const seenBefore = await first.waitFor(appearanceNamed('before'))
    await first.close()
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'while away 1' })
    await makeAppearance(b, author.jar, seen.shortName, { headline: 'while away 2' })
    const again = await watch(b, seen.shortName, undefined, '', {
      'Last-Event-ID': String(seenBefore.id),
    })
    await again.waitFor(appearanceNamed('while away 2'))
    const headlines = again.events
      .filter((e) => e.event === LIVE_EVENTS.appearance)
      .map((e) => e.data.headline)
    expect(headlines).toEqual(['while away 1', 'while away 2'])
    const ids = again.events.flatMap((e) => (e.id === undefined ? [] : [e.id]))
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
  })

  it('brings a photo posted between reading the list and opening the stream, when the stream resumes from the list', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'already listed' })
    const list = await call(a, other.jar).get(`/api/appearance/list/${seen.shortName}`)
    expect(list.body.appearances?.map((item) => item.headline)).toEqual(['already listed'])
    const readAt = list.body.liveEventId
    expect(readAt).toBeGreaterThan(0)
    await makeAppearance(b, author.jar, seen.shortName, { headline: 'in the gap' })
    const resumed = await watch(a, seen.shortName, other.jar, '', {
      'Last-Event-ID': String(readAt),
    })
    await resumed.waitFor(appearanceNamed('in the gap'))
    const fromNow = await watch(a, seen.shortName, other.jar)
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'after both opened' })
    await fromNow.waitFor(appearanceNamed('after both opened'))
    await resumed.waitFor(appearanceNamed('after both opened'))
    const headlines = (stream: LiveReader) =>
      stream.events.filter((e) => e.event === LIVE_EVENTS.appearance).map((e) => e.data.headline)
    expect(headlines(resumed)).toEqual(['in the gap', 'after both opened'])
    // Opened without the list's mark, the stream starts now: the photo in the gap is missed.
    expect(headlines(fromNow)).toEqual(['after both opened'])
  })

  it("brings a photo posted between reading the Seen's detail and opening the stream, when the stream resumes from the detail", async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'in the detail' })
    const res = await api(a.app, other.jar).get(`/api/seen/${seen.shortName}?limit=15&offset=0`)
    expect(res.status).toBe(200)
    // Read with the client's own schema: the page's first appearances and where its stream resumes.
    const detail = v.parse(seenDetailResponse, await res.json())
    expect(detail.seen.appearances.map((item) => item.headline)).toEqual(['in the detail'])
    const readAt = detail.liveEventId ?? 0
    expect(readAt).toBeGreaterThan(0)
    await makeAppearance(b, author.jar, seen.shortName, { headline: 'after the detail' })
    const resumed = await watch(a, seen.shortName, other.jar, '', {
      'Last-Event-ID': String(readAt),
    })
    await resumed.waitFor(appearanceNamed('after the detail'))
    const headlines = resumed.events
      .filter((e) => e.event === LIVE_EVENTS.appearance)
      .map((e) => e.data.headline)
    expect(headlines).toEqual(['after the detail'])
  })

  it('refuses a forged Last-Event-ID that is not an event id, and treats one from the future as now', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    for (const forged of ['abc', '-1', '1e9', '1'.repeat(30)]) {
      const res = await a.app.request(`/api/seen/${seen.shortName}/live`, {
        headers: { 'X-CSRF': '1', 'Last-Event-ID': forged },
      })
      expect(res.status, forged).toBe(400)
    }
    const future = await watch(a, seen.shortName, undefined, '', {
      'Last-Event-ID': '999999999999',
    })
    expect(future.status).toBe(200)
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'after forged' })
    await future.waitFor(appearanceNamed('after forged'))
  })

  it('is 404 to those who may not view the Seen and 400 for a bad filter', async () => {
    const invitationOnly = await makeSeen(a, creator, { type: 6 })
    expect((await watch(a, invitationOnly.shortName, other.jar)).status).toBe(404)
    expect((await watch(a, invitationOnly.shortName)).status).toBe(404)
    expect((await watch(a, 'no-such-seen-here')).status).toBe(404)
    const open = await makeSeen(a, creator, { type: 1 })
    expect((await watch(a, open.shortName, undefined, '?filter=everything')).status).toBe(400)
  })

  it('ends the stream of a member who loses access while connected', async () => {
    const seen = await makeSeen(a, creator, { type: 6 })
    await addMember(a, other, seen.id)
    const stream = await watch(b, seen.shortName, other.jar)
    expect(stream.status).toBe(200)
    await a.db.delete(memberships).where(eq(memberships.userId, other.id))
    await stream.ended
  })

  it('ends the stream of a viewer whose session expires while connected', async () => {
    // Nothing deletes an expired session before the hourly clean-up, so no notice comes: the
    // instance's check finds it, here every 100 ms instead of every minute.
    const c = await createTestApp({ db: a.db, clock: a.clock, liveSessionCheckMs: 100 })
    try {
      const viewer = await register(a, 'live_leaver')
      const seen = await makeSeen(a, creator, { type: 1 })
      const stream = await openLive(c.app, `/api/seen/${seen.shortName}/live`, viewer.jar)
      streams.push(stream)
      expect(stream.status).toBe(200)
      await a.db
        .update(sessions)
        .set({ expiresAt: new Date(a.clock.now().getTime() - 1000) })
        .where(eq(sessions.userId, viewer.id))
      await stream.ended
    } finally {
      await c.close()
    }
  })

  it('refuses a flood of reconnects from one address once the opens of the minute are spent', async () => {
    await a.db.delete(rateLimits).where(sql`bucket like 'live:%'`)
    const seen = await makeSeen(a, creator, { type: 1 })
    const openBefore = a.live.size
    const statuses = new Map<number, number>()
    let retryAfter: string | null = null
    for (let i = 0; i < LIVE.opensPerAddressPerMinute + 50; i++) {
      const stream = await openLive(a.app, `/api/seen/${seen.shortName}/live`)
      statuses.set(stream.status, (statuses.get(stream.status) ?? 0) + 1)
      if (stream.status === 429) retryAfter = stream.res.headers.get('retry-after')
      await stream.close()
    }
    expect(Object.fromEntries(statuses)).toEqual({
      200: LIVE.opensPerAddressPerMinute,
      429: 50,
    })
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Every stream closed by its client is let go: none of the 600 is still held.
    await expect.poll(() => a.live.size).toBe(openBefore)
    await a.db.delete(rateLimits).where(sql`bucket like 'live:%'`)
  })

  it('keeps delivering after its listening connection is cut (a database restart)', async () => {
    const seen = await makeSeen(a, creator, { type: 1 })
    const stream = await watch(b, seen.shortName)
    await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`)
    // Posted while no instance listens: the catch-up after reconnecting brings it.
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'during the cut' })
    await stream.waitFor(appearanceNamed('during the cut'), 15_000)
    await makeAppearance(a, author.jar, seen.shortName, { headline: 'after the cut' })
    await stream.waitFor(appearanceNamed('after the cut'), 15_000)
  })
})
