/**
 * One page of the trending list (docs/product.md#calls GET /api/seen/trendinglist).
 *
 * Order: trending_score desc, id (src/server/seens/trending.ts). Visibility follows
 * policy.listedFor: public active Seens for everyone, private ones only for their members (the
 * creator is a member). The page is cut from ordered streams of `offset + limit` rows
 * (src/server/seens/list-streams.ts): the public Seens, and for a logged-in user their private
 * ones, merged. Each stream costs about the same at ten thousand Seens as at a million
 * (docs/decisions/167-flat-seen-lists.md).
 */
import { sql } from 'drizzle-orm'
import type { SeenListItem, TrendingListQuery } from '~/shared/schemas/seen'
import type { AppDeps } from '../context'
import type { Db } from '../db/client'
import { privateDriver, publicDriver } from './list-drivers'
import { listFilterConditions } from './list-filters'
import { STREAM_TUNING, type StreamTuning, streamCtes } from './list-streams'
import { preparedRows } from './prepared'
import { type SeenRow, seenColumns, toListItem } from './seen-rows'

export async function trendingList(
  db: Db,
  query: TrendingListQuery,
  viewerId: string | null,
  now: Date,
  tuning: StreamTuning = STREAM_TUNING,
): Promise<SeenListItem[]> {
  const conditions = listFilterConditions(query, viewerId, now)
  const need = query.offset + query.limit
  const streams = [
    streamCtes(
      {
        name: 'pub',
        visibility: 'public',
        conditions,
        driver: publicDriver(query, viewerId),
        need,
      },
      tuning,
    ),
  ]
  if (viewerId) {
    // Private Seens scoring below the public stream's last row cannot make the page.
    const floor = sql`(select case when count(*) >= ${need}::int then min(trending_score) end
      from pub)`
    const driver = privateDriver(viewerId, query.tags)
    streams.push(
      streamCtes({ name: 'prv', visibility: 'private', conditions, driver, floor, need }, tuning),
    )
  }
  const merged = viewerId
    ? sql`(select id, trending_score from pub union all select id, trending_score from prv)`
    : sql`pub`
  // The page's ids first, then their rows and creators (15 primary-key reads).
  const rows = await preparedRows<SeenRow>(
    db,
    sql`
    with ${sql.join(streams, sql`, `)},
    picked as (select c.id, c.trending_score from ${merged} c
      order by c.trending_score desc nulls last, c.id
      limit ${query.limit}::int offset ${query.offset}::int)
    select ${seenColumns(viewerId)}
    from picked p join seens s on s.id = p.id join users u on u.id = s.created_by
    order by p.trending_score desc nulls last, p.id`,
  )
  return rows.map(toListItem)
}

/**
 * The trendinglist answer's body for a viewer (null: a guest), through the read cache: the list
 * page's HTML reads the same cached answer the page's first request then gets.
 */
export function trendingListBody(
  deps: Required<AppDeps>,
  query: TrendingListQuery,
  viewerId: string | null,
): Promise<string> {
  const { db, clock, readCache } = deps
  const now = clock()
  const key = `trendinglist ${viewerId ?? 'guest'} ${JSON.stringify(query)}`
  return readCache.load(key, now, async () => {
    const seenList = await trendingList(db, query, viewerId, now)
    return JSON.stringify({ success: true as const, seenList })
  })
}
