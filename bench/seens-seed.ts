/**
 * Bench data for bench/seens.bench.ts, seeded in SQL at any size: `seens` Seens around the 18
 * known cities (9 in 10 public), 1–4 of 200 hashtags each (1 in 5 also `tag0`), 500 users with
 * 0–10 likes and 0–4 bookmarks per Seen, and about 10 appearances per Seen. Each Seen is made
 * at a time over the last 270 days and starts within 30 days of it (so about 1 in 20 is still
 * to come); a Seen whose live window has begun has 10 or 11 appearances (approved, posted by
 * its creator during the window and before now, sharing one image record), one still to come
 * none. The bench user (user 0) follows 20 users and belongs to about 1 in 16 Seens (ids
 * starting with 0) at every size.
 *
 * One INSERT … SELECT over generate_series per table. Every value is a hash of the row's number
 * (hashint8extended), so each run draws the same data and a smaller size is a sample of the
 * same distribution. The Seens' insert computes their counters, activity time and trending
 * score in the same pass (the formula of src/server/seens/trending.ts); the likes, bookmarks
 * and appearances are then generated from those counters. Triggers and foreign-key checks are
 * off for the seed (session_replication_role = replica): the rows are consistent by
 * construction, and the live-events trigger would write one event per appearance.
 */
import type pg from 'pg'
import { KNOWN_CITIES } from '~/server/demo/cities'

const USERS = 500
const APPEARANCES_PER_SEEN = 10
const TAGS = 200
const FOLLOWED = 20
/** Bump when the data changes, so a kept bench database (SEENS_BENCH_DIR) is seeded again. */
export const SEED_VERSION = 3

/** The image record of every appearance (the same one: the bench measures queries). */
const BENCH_IMAGE = JSON.stringify({
  path: '/media/appearances/be/bench.jpg',
  reducedPath: '/media/appearances/be/bench-reduced.webp',
  thumbnailPath: '/media/appearances/be/bench-thumb.webp',
  width: 800,
  height: 600,
  contentType: 'image/jpeg',
  name: 'bench.jpg',
})

/** A uniform number in [0, 1) drawn from the row number `n` and a per-column salt. */
const r = (n: string, salt: number) =>
  `((hashint8extended((${n})::bigint, ${salt}) & 140737488355327)::float8 / 140737488355328.0)`
const userId = (i: string) => `md5('bench user ' || (${i}))::uuid`
const seenId = (n: string) => `md5('bench seen ' || (${n}))::uuid`
/** The row number of a seeded Seen, from its short name `bench0000042`. */
const seenNumber = `substr(s.short_name, 6)::bigint`
/** When appearance `k` of Seen `n` was posted: during its live window, never after the seed. */
const appearanceAt = (w: string, n: string) =>
  `${w}.live_from + ${r(`${n} * 16 + k`, 20)} * (least($1::timestamptz, ${w}.live_until) - ${w}.live_from)`
const quote = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`)
const CITY_COUNT = Object.keys(KNOWN_CITIES).length
const cities = Object.values(KNOWN_CITIES)
  .map(
    (c, i) =>
      `(${i}, ${c.geoNameId}, ${quote(c.name)}, ${quote(c.stateCode)}, ${quote(c.countryCode)}, ${c.latitude}::float8, ${c.longitude}::float8)`,
  )
  .join(', ')

/** The statements, in order; `$1` is the seed's "now". */
function statements(seens: number): string[] {
  return [
    `insert into users (id, username, email, display_name, password_hash)
      select ${userId('i')}, 'bench' || i, 'bench' || i || '@bench.local', 'Bench User ' || i,
        'not-a-login'
      from generate_series(0, ${USERS - 1}) i`,
    `with cities (i, geo_name_id, name, state_code, country_code, latitude, longitude) as (
        values ${cities})
      insert into seens (id, short_name, seen_name, headline, caption, location_type,
        accessibility_type, geo_name_id, city_name, state_code, country_code, latitude,
        longitude, start_at, end_at, duration_hours, pre_seen_days, post_seen_days, live_from,
        live_until, image, created_by, created_at, updated_at, like_count, bookmark_count,
        appearance_count, activity_at, trending_score)
      select ${seenId('n')}, w.short_name, 'Bench Seen ' || n, 'Headline of Seen ' || n,
        'Caption of Seen ' || n || '<br>with a second line', 1, w.accessibility_type,
        c.geo_name_id, c.name, c.state_code, c.country_code,
        c.latitude + (${r('n', 3)} - 0.5) * 0.6, c.longitude + (${r('n', 4)} - 0.5) * 0.6,
        w.start_at, w.end_at, w.hours, 1, 3, w.live_from, w.live_until,
        jsonb_build_object('path', '/media/seens/be/' || w.short_name || '.jpg',
          'reducedPath', '/media/seens/be/' || w.short_name || '-reduced.webp',
          'thumbnailPath', '/media/seens/be/' || w.short_name || '-thumb.webp',
          'width', 1440, 'height', 960, 'contentType', 'image/jpeg'),
        ${userId(`floor(${r('n', 5)} * ${USERS})::int`)}, w.created_at, w.created_at,
        w.likes, w.bookmarks, w.appearances, a.activity_at,
        ln((1 + w.likes + 2 * w.bookmarks + 3 * w.appearances)::float8)
          + extract(epoch from a.activity_at)::float8 / 86400
      from generate_series(0, ${seens - 1}) n
      join cities c on c.i = floor(${r('n', 1)} * ${CITY_COUNT})::int
      cross join lateral (select
          date_trunc('milliseconds', $1::timestamptz - ${r('n', 11)} * interval '270 days')
            as created_at,
          1 + floor(${r('n', 10)} * 8)::int as hours) t
      cross join lateral (select t.*, t.created_at + ${r('n', 2)} * interval '30 days' as start_at) t2
      cross join lateral (select t2.*,
          'bench' || lpad(n::text, 7, '0') as short_name,
          case when ${r('n', 6)} < 0.9 then 1 else 4 end + floor(${r('n', 7)} * 3)::int
            as accessibility_type,
          floor(${r('n', 8)} * 11)::int as likes,
          floor(${r('n', 9)} * 5)::int as bookmarks,
          t2.start_at + t2.hours * interval '1 hour' as end_at,
          t2.start_at - interval '1 day' as live_from,
          t2.start_at + t2.hours * interval '1 hour' + interval '3 days' as live_until) w0
      cross join lateral (select w0.*, case when w0.live_from < $1::timestamptz
          then ${APPEARANCES_PER_SEEN} + (${r('n', 15)} < 0.55)::int else 0 end as appearances) w
      cross join lateral (select greatest(w.created_at,
          max(${appearanceAt('w', 'n')})) as activity_at
        from generate_series(0, w.appearances - 1) k) a`,
    // The Seen's score copied as the seen_tags_score trigger would (triggers are off here).
    `insert into seen_tags (seen_id, tag, trending_score)
      select s.id, t.tag, s.trending_score from seens s cross join lateral (
        select 'tag' || floor(${r(`${seenNumber} * 4 + j`, 12)} * ${TAGS})::int as tag
          from generate_series(0, floor(${r(seenNumber, 13)} * 4)::int) j
        union select 'tag0' where ${r(seenNumber, 14)} < 0.2) t
      order by 1, 2`,
    // And its pairs, as the seen_tags_pairs trigger would.
    `insert into seen_tag_pairs (seen_id, tag_a, tag_b, trending_score)
      select a.seen_id, a.tag, b.tag, a.trending_score
      from seen_tags a join seen_tags b on b.seen_id = a.seen_id and a.tag < b.tag
      order by 1, 2, 3`,
    `insert into tags (tag, use_count) select tag, count(*) from seen_tags group by tag`,
    `insert into memberships (user_id, seen_id, joined_via)
      select created_by, id, 'creator' from seens
      union all
      select ${userId('0')}, id, 'self' from seens
        where id::text like '0%' and created_by <> ${userId('0')}
      order by 1, 2`,
    `insert into seen_likes (user_id, seen_id)
      select ${userId(`(${seenNumber} * 37 + j * 41) % ${USERS}`)}, s.id
      from seens s cross join generate_series(0, s.like_count - 1) j
      order by 1, 2`,
    `insert into seen_bookmarks (user_id, seen_id)
      select ${userId(`(${seenNumber} * 53 + j * 43 + 7) % ${USERS}`)}, s.id
      from seens s cross join generate_series(0, s.bookmark_count - 1) j
      order by 1, 2`,
    `insert into follows (follower_id, followee_id)
      select ${userId('0')}, ${userId('i')} from generate_series(1, ${FOLLOWED}) i`,
    // In the order of the Seens' ids, each Seen's appearances get ids after its own, and short
    // names counting up: both unique indexes then grow at their end instead of at random.
    `insert into appearances (id, short_name, seen_id, created_by, display_user_name, headline,
        caption, relative_location, relative_time, image, is_approved, created_at, updated_at)
      select (left(w.id::text, 24) || lpad(to_hex(k), 12, '0'))::uuid,
        'bench' || lpad((w.first + k)::text, 8, '0'), w.id, w.created_by, 'Bench user',
        'Appearance ' || (w.first + k), 'Posted by the benchmark', 1, 2, '${BENCH_IMAGE}'::jsonb,
        true, x.at, x.at
      from (select s.id, s.created_by, s.live_from, s.live_until, s.appearance_count,
          ${seenNumber} as n,
          sum(s.appearance_count) over (order by s.id) - s.appearance_count as first
        from seens s) w
      cross join generate_series(0, w.appearance_count - 1) k
      cross join lateral (select ${appearanceAt('w', 'n')} as at) x
      order by w.id, k`,
  ]
}

export interface BenchData {
  seens: number
  appearances: number
  /** 200 public Seens' short names, for the detail route. */
  shortNames: string[]
  benchUserId: string
  tagOfMany: string
}

/** What the bench asks of a seeded database (fresh or kept). */
export async function benchData(client: pg.ClientBase): Promise<BenchData> {
  const { rows } = await client.query<{ short_name: string }>(
    `select short_name from seens where active and accessibility_type in (1, 2, 3)
      order by md5(short_name) limit 200`,
  )
  const { rows: counts } = await client.query<{ id: string; seens: string; appearances: string }>(
    `select ${userId('0')} as id, (select count(*) from seens) as seens,
      (select count(*) from appearances) as appearances`,
  )
  const [row] = counts
  return {
    seens: Number(row?.seens ?? 0),
    appearances: Number(row?.appearances ?? 0),
    shortNames: rows.map((row) => row.short_name),
    benchUserId: row?.id ?? '',
    tagOfMany: 'tag0',
  }
}

/**
 * Runs `fill` with the table's secondary indexes dropped, then builds them again from their
 * own definitions: one sort per index instead of millions of random inserts. The indexes of
 * constraints (primary key, unique) stay.
 */
async function withIndexesBuiltAfter(
  client: pg.ClientBase,
  table: string,
  fill: () => Promise<unknown>,
) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public' and tablename = $1 and not exists (
        select 1 from pg_constraint c where c.conindid = format('%I', i.indexname)::regclass)`,
    [table],
  )
  for (const index of rows) await client.query(`drop index "${index.name}"`)
  await fill()
  for (const index of rows) await client.query(index.definition)
}

/**
 * Seed an empty, migrated database with `seens` Seens as of `now`; `onStep` hears each table's
 * time. Ends with VACUUM ANALYZE, so index-only scans and plans see the data.
 */
export async function seedSeens(
  client: pg.ClientBase,
  seens: number,
  now: Date,
  onStep: (table: string, seconds: number) => void = () => undefined,
): Promise<void> {
  await client.query(`set session_replication_role = replica`)
  await client.query(`set synchronous_commit = off`)
  await client.query(`set maintenance_work_mem = '1GB'`)
  await client.query(`set work_mem = '256MB'`)
  // The seed writes gigabytes of WAL: checkpoints every 1 GB (the default) would write the same
  // pages again and again. A bench cluster's setting; a reload applies it.
  await client.query(`alter system set max_wal_size = '16GB'`)
  await client.query(`select pg_reload_conf()`)
  for (const statement of statements(seens)) {
    const started = performance.now()
    const table = /insert into (\w+)/.exec(statement)?.[1] ?? ''
    await withIndexesBuiltAfter(client, table, () =>
      client.query(statement, statement.includes('$1') ? [now.toISOString()] : []),
    )
    onStep(table, (performance.now() - started) / 1000)
  }
  await client.query(`reset session_replication_role`)
  const started = performance.now()
  await client.query(`vacuum analyze`)
  onStep('vacuum analyze', (performance.now() - started) / 1000)
}
