/**
 * Which index finds a list stream's rows when its filters are rare (src/server/seens/list-
 * streams.ts): the viewer's memberships, bookmarks or followees, the tags' rows, or the geo box.
 * Each is a range of one index, so reading a few of them costs a few entries, however many
 * Seens there are.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { TrendingListQuery } from '~/shared/schemas/seen'
import { geoCondition, probe } from './list-filters'
import type { Driver } from './list-streams'

const memberOf = (userId: string) =>
  sql`select m.seen_id as id from memberships m where m.user_id = ${userId}::uuid`

/** The viewer's private Seens: through their memberships (the creator is a member too). */
export function privateDriver(userId: string): Driver {
  return {
    candidates: memberOf(userId),
    gated: true,
    walkCondition: probe(sql`memberships m where m.seen_id = s.id and m.user_id = ${userId}::uuid`),
  }
}

/** Seens carrying every tag: the first tag's rows joined on the others' (each a primary key). */
function tagsCandidates(tags: string[]): SQL {
  const [first, ...rest] = tags
  const joins = rest.map((tag, i) => {
    const t = sql.raw(`t${i + 1}`)
    return sql`join seen_tags ${t} on ${t}.seen_id = t0.seen_id and ${t}.tag = ${tag}`
  })
  return sql`select t0.seen_id as id from seen_tags t0 ${sql.join(joins, sql` `)}
    where t0.tag = ${first ?? ''}`
}

/**
 * The public stream's driver: the first of the viewer's own sets (memberships, bookmarks,
 * followees) that the query filters on, else the tags, else the geo box; none when no filter
 * narrows the list by an index of its own (no filter, `past` alone).
 */
export function publicDriver(query: TrendingListQuery, userId: string | null): Driver | undefined {
  if (userId && query.membership) {
    return {
      candidates: sql`${memberOf(userId)}
        union all select c.id from seens c where c.created_by = ${userId}::uuid`,
      implies: 'membership',
      gated: true,
    }
  }
  if (userId && query.bookmarked) {
    return {
      candidates: sql`select b.seen_id as id from seen_bookmarks b where b.user_id = ${userId}::uuid`,
      implies: 'bookmarked',
      gated: true,
    }
  }
  if (userId && query.following) {
    // The first `need` of each followee's Seens, along seens_creator_trending_idx, merged.
    return {
      rows: (filtered, need) => sql`select x.id, x.trending_score from follows f
        cross join lateral (select s.id, s.trending_score from seens s
          where s.created_by = f.followee_id and ${filtered}
          order by s.trending_score desc nulls last, s.id limit ${need}) x
        where f.follower_id = ${userId}::uuid`,
      implies: 'following',
    }
  }
  if (query.tags && query.tags.length > 0) {
    return { candidates: tagsCandidates(query.tags), implies: 'tags', gated: true }
  }
  if (query.lat !== undefined && query.lng !== undefined && query.radius !== undefined) {
    return {
      candidates: sql`select s.id from seens s where s.active and s.accessibility_type in (1, 2, 3)
        and ${geoCondition(query.lat, query.lng, query.radius)}`,
      implies: 'geo',
    }
  }
  return undefined
}
