/**
 * Bench data for bench/seens.bench.ts: 10,000 Seens around 18 real cities, ~30,000 hashtags,
 * 500 users with likes and bookmarks, and 100,000 appearances (approved, posted by the Seens'
 * creators during the live window, sharing one image record), counted into the Seens'
 * appearance_count and trending score the way src/server/seens/trending.ts keeps them.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { seens, seenTags, users } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { liveWindow } from '~/shared/live'

export const SEEN_COUNT = 10_000
export const APPEARANCE_COUNT = 100_000
const USER_COUNT = 500
const DAY = 86_400_000
const TAGS = Array.from({ length: 200 }, (_, i) => `tag${i}`)
const CITIES = Object.values(KNOWN_CITIES)
const BENCH_IMAGE = JSON.stringify({
  path: '/media/appearances/be/bench.jpg',
  reducedPath: '/media/appearances/be/bench-reduced.webp',
  thumbnailPath: '/media/appearances/be/bench-thumb.webp',
  width: 800,
  height: 600,
  contentType: 'image/jpeg',
  name: 'bench.jpg',
})

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

export interface BenchData {
  /** Short names of the public Seens (a guest may open each). */
  shortNames: string[]
  benchUserId: string
  tagOfMany: string
}

export async function seedBenchData(db: Db, now: Date): Promise<BenchData> {
  const rnd = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T
  const userRows = Array.from({ length: USER_COUNT }, (_, i) => ({
    username: `bench${i}`,
    email: `bench${i}@bench.local`,
    displayName: `Bench User ${i}`,
    passwordHash: 'not-a-login',
  }))
  const userIds = (await db.insert(users).values(userRows).returning({ id: users.id })).map(
    (row) => row.id,
  )
  const benchUserId = userIds[0] ?? ''

  const shortNames: string[] = []
  for (let chunk = 0; chunk < SEEN_COUNT; chunk += 1000) {
    const rows = Array.from({ length: Math.min(1000, SEEN_COUNT - chunk) }, (_, j) => {
      const i = chunk + j
      const city = pick(CITIES)
      const start = new Date(now.getTime() + Math.floor((rnd() * 270 - 180) * DAY))
      const durationHours = 1 + Math.floor(rnd() * 8)
      const window = liveWindow({
        startDateTime: start,
        durationHours,
        preSeenDays: 1,
        postSeenDays: 3,
      })
      const shortName = `bench${String(i).padStart(7, '0')}`
      const accessibilityType = rnd() < 0.9 ? 1 + Math.floor(rnd() * 3) : 4 + Math.floor(rnd() * 3)
      if (accessibilityType <= 3) shortNames.push(shortName)
      const created = new Date(
        Math.min(now.getTime(), start.getTime() - Math.floor(rnd() * 30 * DAY)),
      )
      return {
        shortName,
        seenName: `Bench Seen ${i}`,
        headline: `Headline of Seen ${i}`,
        caption: `Caption of Seen ${i}<br>with a second line`,
        locationType: 1,
        accessibilityType,
        geoNameId: city.geoNameId,
        cityName: city.name,
        stateCode: city.stateCode,
        countryCode: city.countryCode,
        latitude: city.latitude + (rnd() - 0.5) * 0.6,
        longitude: city.longitude + (rnd() - 0.5) * 0.6,
        startAt: start,
        endAt: new Date(start.getTime() + durationHours * 3_600_000),
        durationHours,
        preSeenDays: 1,
        postSeenDays: 3,
        liveFrom: window.from,
        liveUntil: window.until,
        image: {
          path: `/media/seens/be/${shortName}.jpg`,
          reducedPath: `/media/seens/be/${shortName}-reduced.webp`,
          thumbnailPath: `/media/seens/be/${shortName}-thumb.webp`,
          width: 1440,
          height: 960,
          contentType: 'image/jpeg',
        },
        createdById: pick(userIds),
        createdAt: created,
        activityAt: created,
      }
    })
    const inserted = await db.insert(seens).values(rows).returning({ id: seens.id })
    const tagRows = inserted.flatMap(({ id }) => {
      const tags = new Set(Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(TAGS)))
      if (rnd() < 0.2) tags.add('tag0')
      return [...tags].map((tag) => ({ seenId: id, tag }))
    })
    await db.insert(seenTags).values(tagRows)
  }

  const u = benchUserId
  const statements = [
    sql`insert into memberships (user_id, seen_id, joined_via)
      select created_by, id, 'creator' from seens`,
    // The logged-in bench user belongs to about 1 in 16 Seens (some of them private).
    sql`insert into memberships (user_id, seen_id, joined_via)
      select ${u}::uuid, id, 'self' from seens where id::text like '0%'
      on conflict do nothing`,
    sql`insert into tags (tag, use_count) select tag, count(*) from seen_tags group by tag`,
    sql`insert into seen_likes (user_id, seen_id)
      select u.id, s.id from users u cross join seens s where random() < 0.01`,
    sql`insert into seen_bookmarks (user_id, seen_id)
      select u.id, s.id from users u cross join seens s where random() < 0.004`,
    sql`insert into follows (follower_id, followee_id)
      select ${u}::uuid, id from users where id <> ${u}::uuid limit 20`,
    sql`insert into appearances (short_name, seen_id, created_by, display_user_name, headline,
        caption, relative_location, relative_time, image, is_approved, created_at, updated_at)
      select 'bench' || lpad(n::text, 6, '0'), x.id, x.created_by, 'Bench user',
        'Appearance ' || n, 'Posted by the benchmark', 1, 2, ${BENCH_IMAGE}::jsonb, true,
        x.at, x.at
      from (
        select s.id, s.created_by, s.live_from + random() * (s.live_until - s.live_from) as at,
          row_number() over () as n
        from seens s cross join generate_series(1, ${APPEARANCE_COUNT / SEEN_COUNT}::int)
      ) x`,
    // Counters and the trending score exactly as src/server/seens/trending.ts keeps them.
    sql`update seens s set
      like_count = (select count(*) from seen_likes l where l.seen_id = s.id),
      bookmark_count = (select count(*) from seen_bookmarks b where b.seen_id = s.id),
      appearance_count = (select count(*) from appearances a where a.seen_id = s.id),
      activity_at = greatest(s.created_at, least(${now.toISOString()}::timestamptz,
        (select max(a.created_at) from appearances a where a.seen_id = s.id)))`,
    sql`update seens set trending_score =
      ln((1 + like_count + 2 * bookmark_count + 3 * appearance_count)::float8)
      + extract(epoch from activity_at)::float8 / 86400`,
    sql`vacuum analyze`,
  ]
  for (const statement of statements) await db.execute(statement)
  return { shortNames, benchUserId, tagOfMany: 'tag0' }
}
