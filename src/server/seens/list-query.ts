/**
 * One page of the trending list (docs/product.md#calls GET /api/seen/trendinglist).
 *
 * Order: trending_score desc, id (src/server/seens/trending.ts). Visibility follows
 * policy.listedFor: public active Seens for everyone, private ones only for their members (the
 * creator is a member). For a logged-in user the page is merged from two ordered, limited
 * streams — public Seens along the partial index seens_trending_public_idx, and the user's own
 * private Seens through memberships — so neither stream scans the whole table.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { SeenListItem, TrendingListQuery } from '~/shared/schemas/seen'
import type { AppDeps } from '../context'
import type { Db } from '../db/client'
import { listFilterConditions } from './list-filters'
import { preparedRows } from './prepared'
import { type SeenRow, seenColumns, toListItem } from './seen-rows'

const PUBLIC = sql`s.active and s.accessibility_type in (1, 2, 3)`
const PRIVATE = sql`s.active and s.accessibility_type in (4, 5, 6)`
const ORDER = sql`s.trending_score desc nulls last, s.id`

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `)

export async function trendingList(
  db: Db,
  query: TrendingListQuery,
  viewerId: string | null,
  now: Date,
): Promise<SeenListItem[]> {
  const filters = listFilterConditions(query, viewerId, now)
  const columns = seenColumns(viewerId)
  const page = sql`limit ${query.limit}::int offset ${query.offset}::int`

  // Phase 1 picks the page's ids along an index (index-only where the filters allow);
  // phase 2 reads those rows and their creators.
  const publicIds = sql`select s.id, s.trending_score from seens s
    where ${where([PUBLIC, ...filters])} order by ${ORDER}`
  const picked = viewerId
    ? sql`select c.id, c.trending_score from (
        (${publicIds} limit ${query.offset + query.limit}::int)
        union all
        (select s.id, s.trending_score from memberships m join seens s on s.id = m.seen_id
          where m.user_id = ${viewerId} and ${where([PRIVATE, ...filters])}
          order by ${ORDER} limit ${query.offset + query.limit}::int)
      ) c order by c.trending_score desc nulls last, c.id ${page}`
    : sql`${publicIds} ${page}`
  const rows = await preparedRows<SeenRow>(
    db,
    sql`
    with picked as (${picked})
    select ${columns}
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
