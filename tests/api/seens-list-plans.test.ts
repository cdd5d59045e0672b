/**
 * The trending list's query shapes (src/server/seens/list-streams.ts) all give the one answer:
 * a driver read in full, a walk that finds the page, a walk too short that falls back to the
 * driver, and a private stream cut at the public stream's last row. The same pages come out of
 * each, and out of a plain sort of every visible Seen, across page boundaries and score ties.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, memberships, seenBookmarks, seenTags } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { trendingList } from '~/server/seens/list-query'
import { STREAM_TUNING, type StreamTuning } from '~/server/seens/list-streams'
import { haversineKm } from '~/shared/geo'
import type { TrendingListQuery } from '~/shared/schemas/seen'
import { createTestApp, type TestApp } from './helpers'
import { DAY, HOUR, insertSeen, register, type TestUser } from './seens-fixtures'

const CITIES = ['paris', 'versailles', 'london', 'berlin'] as const
const SCORES = [10, 20, 20, 30, 30, 30, 40]
const TAGS = ['jazz', 'rock', 'live']

interface Seen {
  id: string
  shortName: string
  score: number
  type: number
  city: (typeof CITIES)[number]
  liveUntil: number
  creator: string
  tags: string[]
}

let t: TestApp
let users: TestUser[]
const seens: Seen[] = []
const members = new Set<string>()
const bookmarks = new Set<string>()
const followed = new Map<string, Set<string>>()
const key = (userId: string, seenId: string) => `${userId} ${seenId}`

beforeAll(async () => {
  t = await createTestApp()
  users = [
    await register(t, 'plans_alice'),
    await register(t, 'plans_bob'),
    await register(t, 'plans_carol'),
  ]
  const [alice, bob, carol] = users as [TestUser, TestUser, TestUser]
  // 60 Seens on seven scores (most of the order is the id tie-break), a third of them private.
  for (let i = 0; i < 60; i++) {
    const creator = users[i % 3] as TestUser
    const start = new Date(t.clock.now().getTime() + ((i % 5) - 2) * DAY)
    const seen = {
      score: SCORES[(i * 5) % SCORES.length] ?? 0,
      type: [1, 2, 3, 4, 1, 5, 2, 6, 3][i % 9] ?? 1,
      city: CITIES[(i * 7) % CITIES.length] ?? 'paris',
    }
    const row = await insertSeen(t, creator.id, { ...seen, start })
    const tags = TAGS.filter((_, bit) => ((i + 1) >> bit) & 1)
    if (tags.length > 0)
      await t.db.insert(seenTags).values(tags.map((tag) => ({ seenId: row.id, tag })))
    seens.push({
      ...row,
      ...seen,
      liveUntil: start.getTime() + 2 * HOUR,
      creator: creator.id,
      tags,
    })
    members.add(key(creator.id, row.id))
    if (i % 4 === 1 && creator !== bob) {
      await t.db.insert(memberships).values({ userId: bob.id, seenId: row.id, joinedVia: 'self' })
      members.add(key(bob.id, row.id))
    }
    if (i % 5 === 0) {
      await t.db.insert(seenBookmarks).values({ userId: bob.id, seenId: row.id })
      bookmarks.add(key(bob.id, row.id))
    }
  }
  await t.db.insert(follows).values([
    { followerId: bob.id, followeeId: alice.id },
    { followerId: carol.id, followeeId: bob.id },
  ])
  followed.set(bob.id, new Set([alice.id]))
  followed.set(carol.id, new Set([bob.id]))
})
afterAll(() => t.close())

/** The answer by definition: every visible Seen passing the filters, sorted. */
function expected(query: TrendingListQuery, viewer: string | null): string[] {
  const now = t.clock.now().getTime()
  return seens
    .filter((seen) => seen.type <= 3 || (viewer !== null && members.has(key(viewer, seen.id))))
    .filter((seen) => (query.tags ?? []).every((tag) => seen.tags.includes(tag)))
    .filter((seen) => {
      if (query.lat === undefined || query.radius === undefined) return true
      return haversineKm(KNOWN_CITIES.paris, KNOWN_CITIES[seen.city]) <= query.radius
    })
    .filter((seen) => query.past === undefined || query.past === seen.liveUntil < now)
    .filter((seen) => !query.bookmarked || bookmarks.has(key(viewer ?? '', seen.id)))
    .filter((seen) => !query.following || (followed.get(viewer ?? '')?.has(seen.creator) ?? false))
    .filter(
      (seen) =>
        !query.membership || seen.creator === viewer || members.has(key(viewer ?? '', seen.id)),
    )
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((seen) => seen.shortName)
}

const TUNINGS: [string, StreamTuning][] = [
  ['as deployed', STREAM_TUNING],
  [
    'drivers read in full',
    { candidateBound: 10_000, walkFactor: 64, minWalk: 1024, orderedWalkMultiple: 4 },
  ],
  [
    'walks of one entry per row, then the driver',
    { candidateBound: 0, walkFactor: 1, minWalk: 1, orderedWalkMultiple: 1 },
  ],
  ['short walks', { candidateBound: 0, walkFactor: 2, minWalk: 3, orderedWalkMultiple: 1 }],
]

const paris = KNOWN_CITIES.paris
const QUERIES: [string, Partial<TrendingListQuery>, ('guest' | 0 | 1 | 2)[]][] = [
  ['no filter', {}, ['guest', 0, 1, 2]],
  ['one tag', { tags: ['jazz'] }, ['guest', 1]],
  ['two tags', { tags: ['jazz', 'live'] }, ['guest', 1]],
  ['three tags', { tags: ['rock', 'jazz', 'live'] }, ['guest', 1]],
  ['membership and two tags', { membership: true, tags: ['live', 'rock'] }, [1]],
  [
    'a tag and geo',
    { tags: ['jazz'], lat: paris.latitude, lng: paris.longitude, radius: 25 },
    ['guest', 1],
  ],
  ['a tag and past', { tags: ['live'], past: true }, ['guest', 1]],
  ['geo 25 km', { lat: paris.latitude, lng: paris.longitude, radius: 25 }, ['guest', 1]],
  ['past', { past: true }, ['guest', 1]],
  ['not past', { past: false }, ['guest', 1]],
  ['bookmarked', { bookmarked: true }, [1]],
  ['following', { following: true }, [1, 2]],
  ['membership', { membership: true }, [0, 1]],
  ['membership and a tag', { membership: true, tags: ['rock'] }, [1]],
  ['following and past', { following: true, past: false }, [1]],
]

async function pages(
  query: Partial<TrendingListQuery>,
  viewer: string | null,
  tuning: StreamTuning,
) {
  const walked: string[] = []
  for (let offset = 0; offset < 100; offset += 4) {
    const page = await trendingList(
      t.db,
      { limit: 4, offset, ...query },
      viewer,
      t.clock.now(),
      tuning,
    )
    walked.push(...page.map((item) => item.shortName))
    if (page.length < 4) break
  }
  return walked
}

describe('trendinglist query shapes agree', () => {
  for (const [label, query, viewers] of QUERIES) {
    it.each(TUNINGS)(`${label}: %s`, async (_, tuning) => {
      for (const who of viewers) {
        const viewer = who === 'guest' ? null : (users[who]?.id ?? null)
        const want = expected({ limit: 50, offset: 0, ...query }, viewer)
        const whole = await trendingList(
          t.db,
          { limit: 50, offset: 0, ...query },
          viewer,
          t.clock.now(),
          tuning,
        )
        expect(
          whole.map((item) => item.shortName),
          `${who}, one page`,
        ).toEqual(want)
        expect(await pages(query, viewer, tuning), `${who}, pages of 4`).toEqual(want)
      }
    })
  }

  it('the data has score ties across public and private Seens, and something for every filter', () => {
    const scores = seens.map((seen) => `${seen.score} ${seen.type <= 3 ? 'public' : 'private'}`)
    expect(new Set(scores).size).toBeLessThan(seens.length)
    for (const [label, query, viewers] of QUERIES) {
      const viewer = viewers[viewers.length - 1]
      const id = viewer === 'guest' || viewer === undefined ? null : (users[viewer]?.id ?? null)
      expect(expected({ limit: 50, offset: 0, ...query }, id).length, label).toBeGreaterThan(4)
    }
  })
})
