import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, memberships } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { seenListItem } from '~/shared/schemas/seen'
import { LIST_QUERY_MSG } from '~/shared/schemas/seen-list-query'
import { SEEN_MSG } from '~/shared/seen-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, HOUR, list, names, register, type TestUser } from './seens-fixtures'

let t: TestApp
let alice: TestUser
let bob: TestUser
let carol: TestUser
let dave: TestUser
const s: Record<string, string> = {}

const city = (key: keyof typeof KNOWN_CITIES) => KNOWN_CITIES[key].geoNameId
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString()

beforeAll(async () => {
  t = await createTestApp()
  alice = await register(t, 'list_alice')
  bob = await register(t, 'list_bob')
  carol = await register(t, 'list_carol')
  dave = await register(t, 'list_dave')
  s.A1 = await createSeen(t, alice, { headline: '#Jazz #live', geoNameId: city('paris') })
  s.A2 = await createSeen(t, alice, {
    headline: '#jazz',
    seenAccessibilityType: 2,
    geoNameId: city('versailles'),
  })
  s.A3 = await createSeen(t, alice, {
    headline: '#rock',
    seenAccessibilityType: 3,
    geoNameId: city('berlin'),
    startDateTime: ago(12 * HOUR),
    durationHours: 1,
    preSeenDays: 0,
    postSeenDays: 0,
  })
  s.B1 = await createSeen(t, bob, {
    headline: '#jazz #live',
    geoNameId: city('london'),
    startDateTime: ago(HOUR),
    postSeenDays: 0,
  })
  s.P4 = await createSeen(t, alice, { headline: '#jazz', seenAccessibilityType: 4 })
  s.P5 = await createSeen(t, alice, { headline: 'private', seenAccessibilityType: 5 })
  s.P6 = await createSeen(t, alice, { headline: '#jazz', seenAccessibilityType: 6 })
  const [p6] = await t.db.query.seens.findMany({
    where: (seen, { eq }) => eq(seen.shortName, s.P6 ?? ''),
  })
  await t.db
    .insert(memberships)
    .values({ userId: dave.id, seenId: p6?.id ?? '', joinedVia: 'invitation' })
  await t.db.insert(follows).values({ followerId: carol.id, followeeId: alice.id })
  for (const seen of [s.A1, s.A3]) {
    const res = await api(t.app, bob.jar).post('/api/seen/bookmark', { seenShortName: seen })
    expect(res.status).toBe(200)
  }
  await api(t.app, bob.jar).post('/api/seen/like', { seenShortName: s.B1 })
})
afterAll(() => t.close())

const ids = (...keys: string[]) => keys.map((key) => s[key]).sort()
const listed = async (user: TestUser | undefined, query = '') => {
  const { status, body } = await list(t, user?.jar, `limit=50&${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return names(body).sort()
}

describe('GET /api/seen/trendinglist: visibility', () => {
  it('shows guests and non-members only the public Seens', async () => {
    expect(await listed(undefined)).toEqual(ids('A1', 'A2', 'A3', 'B1'))
    expect(await listed(bob)).toEqual(ids('A1', 'A2', 'A3', 'B1'))
  })

  it('shows the creator their private Seens and a member the ones they belong to', async () => {
    expect(await listed(alice)).toEqual(ids('A1', 'A2', 'A3', 'B1', 'P4', 'P5', 'P6'))
    expect(await listed(dave)).toEqual(ids('A1', 'A2', 'A3', 'B1', 'P6'))
  })
})

describe('GET /api/seen/trendinglist: each filter', () => {
  it('tags: every tag must match, case-insensitive, # allowed', async () => {
    expect(await listed(undefined, 'tag1=jazz')).toEqual(ids('A1', 'A2', 'B1'))
    expect(await listed(undefined, 'tag1=JAZZ&tag2=%23live')).toEqual(ids('A1', 'B1'))
    expect(await listed(undefined, 'tag1=jazz&tag2=rock')).toEqual([])
    expect(await listed(alice, 'tag1=jazz')).toEqual(ids('A1', 'A2', 'B1', 'P4', 'P6'))
  })

  it('geo: real distance within the radius', async () => {
    const paris = KNOWN_CITIES.paris
    const at = `lat=${paris.latitude}&lng=${paris.longitude}`
    // Versailles is about 17 km from central Paris.
    expect(await listed(undefined, `${at}&radius=10`)).toEqual(ids('A1'))
    expect(await listed(undefined, `${at}&radius=25`)).toEqual(ids('A1', 'A2'))
    expect(await listed(undefined, `${at}&radius=100`)).toEqual(ids('A1', 'A2'))
    // docs/product.md#constants: without radius the filter uses the default 10 km.
    expect(await listed(undefined, at)).toEqual(ids('A1'))
    const berlin = KNOWN_CITIES.berlin
    expect(
      await listed(undefined, `lat=${berlin.latitude}&lng=${berlin.longitude}&radius=1`),
    ).toEqual(ids('A3'))
  })

  it('past: ended (including postSeenDays) or not', async () => {
    expect(await listed(undefined, 'past=true')).toEqual(ids('A3'))
    expect(await listed(undefined, 'past=false')).toEqual(ids('A1', 'A2', 'B1'))
  })

  it("bookmarked: the user's bookmarks", async () => {
    expect(await listed(bob, 'bookmarked=true')).toEqual(ids('A1', 'A3'))
    expect(await listed(alice, 'bookmarked=true')).toEqual([])
  })

  it('following: Seens by creators the user follows', async () => {
    expect(await listed(carol, 'following=true')).toEqual(ids('A1', 'A2', 'A3'))
    expect(await listed(bob, 'following=true')).toEqual([])
  })

  it('membership: Seens the user created or belongs to', async () => {
    expect(await listed(bob, 'membership=true')).toEqual(ids('B1'))
    expect(await listed(dave, 'membership=true')).toEqual(ids('P6'))
    expect(await listed(alice, 'membership=true')).toEqual(ids('A1', 'A2', 'A3', 'P4', 'P5', 'P6'))
  })
})

describe('GET /api/seen/trendinglist: combined filters', () => {
  it('tag + geo + past=false', async () => {
    const { latitude, longitude } = KNOWN_CITIES.paris
    const query = `tag1=jazz&lat=${latitude}&lng=${longitude}&radius=25&past=false`
    expect(await listed(undefined, query)).toEqual(ids('A1', 'A2'))
    expect(await listed(alice, query)).toEqual(ids('A1', 'A2', 'P4', 'P6'))
  })

  it('bookmarked + past, following + tag, membership + tag', async () => {
    expect(await listed(bob, 'bookmarked=true&past=true')).toEqual(ids('A3'))
    expect(await listed(carol, 'following=true&tag1=jazz')).toEqual(ids('A1', 'A2'))
    expect(await listed(alice, 'membership=true&tag1=jazz&past=false')).toEqual(
      ids('A1', 'A2', 'P4', 'P6'),
    )
  })
})

describe('GET /api/seen/trendinglist: items', () => {
  it('carries the docs/product.md#records list item with the viewer state', async () => {
    const { body } = await list(t, bob.jar, 'limit=50')
    for (const item of body.seenList) expect(v.is(seenListItem, item)).toBe(true)
    const b1 = body.seenList.find((item) => item.shortName === s.B1)
    expect(b1).toMatchObject({
      seenName: 'Garden Concert',
      headline: '#jazz #live',
      caption: 'Bring a blanket.<br>Doors at six. #outdoor',
      cityName: 'London',
      createdBy: 'list_bob',
      userAvatarPath: null,
      isLiked: true,
      likeCount: 1,
      isBookmarked: false,
      bookmarkCount: 0,
      locationType: 1,
    })
    expect((b1?.imageInfo as { reducedPath?: string } | undefined)?.reducedPath).toMatch(
      /^\/media\//,
    )
    const a1 = body.seenList.find((item) => item.shortName === s.A1)
    expect(a1).toMatchObject({ isBookmarked: true, bookmarkCount: 1, isLiked: false })
    const guest = await list(t, undefined, 'limit=50')
    const a1Guest = guest.body.seenList.find((item) => item.shortName === s.A1)
    expect(a1Guest).toMatchObject({ isBookmarked: false, bookmarkCount: 1 })
  })
})

describe('GET /api/seen/trendinglist: bad input', () => {
  it.each(['bookmarked=true', 'following=true', 'membership=true'])(
    'a guest asking for %s gets 401 with the filter message',
    async (query) => {
      const { status, body } = await list(t, undefined, query)
      expect(status).toBe(401)
      expect(body.errors?.userMessage).toEqual([SEEN_MSG.filterNeedsLogin])
    },
  )

  it.each([
    ['radius=0&lat=1&lng=1', 'radius'],
    ['radius=500&lat=1&lng=1', 'radius'],
    ['lat=200&lng=0&radius=5', 'lat'],
    ['lat=10&lng=-999&radius=5', 'lng'],
    ['lat=10&radius=5', 'radius'],
    ['lng=10', 'radius'],
    ['offset=-1', 'offset'],
    ['offset=1000000', 'offset'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['tag1=%3Cscript%3E', 'tag1'],
    ['past=yes', 'past'],
  ])('%s -> 400 with a field error on %s', async (query, field) => {
    const { status, body } = await list(t, undefined, query)
    expect(status).toBe(400)
    expect(body.errors?.[field]?.length).toBeGreaterThan(0)
  })

  it('11 tags -> 400', async () => {
    const query = Array.from({ length: 11 }, (_, i) => `tag${i + 1}=t${i}`).join('&')
    const { status, body } = await list(t, undefined, query)
    expect(status).toBe(400)
    expect(body.errors?.userMessage).toContain(LIST_QUERY_MSG.tooManyTags)
  })

  it('10 tags are fine', async () => {
    const query = Array.from({ length: 10 }, (_, i) => `tag${i + 1}=t${i}`).join('&')
    expect((await list(t, undefined, query)).status).toBe(200)
  })
})
