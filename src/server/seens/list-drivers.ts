/**
 * Which index finds a list stream's rows when its filters are rare (src/server/seens/list-
 * streams.ts): the viewer's memberships, bookmarks or followees, the tags' rows (in list order),
 * or the geo box.
 * Each is a range of one index, so reading a few of them costs a few entries, however many
 * Seens there are.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { TrendingListQuery } from '~/shared/schemas/seen'
import { geoCondition, probe } from './list-filters'
import type { Driver, OrderedRead } from './list-streams'

const memberOf = (userId: string) =>
  sql`select m.seen_id as id from memberships m where m.user_id = ${userId}::uuid`

/**
 * The viewer's private Seens: through their memberships (the creator is a member too); with
 * tags, when the walk falls short, the tags' Seens in order instead of every membership.
 */
export function privateDriver(userId: string, tags: string[] = []): Driver {
  return {
    candidates: memberOf(userId),
    gated: true,
    walkCondition: probe(sql`memberships m where m.seen_id = s.id and m.user_id = ${userId}::uuid`),
    ...(tags.length > 0 ? { ordered: (read: OrderedRead) => tagsInOrder(tags, read) } : {}),
  }
}

/**
 * Seens carrying every tag, in list order, from seen_tags_tag_trending_idx (from the top down to
 * the floor, when there is one):
 * - the first `length` rows of each tag, merged on (score, id): the answer when it found `need`
 *   Seens passing the filters (a Seen ranking above the last of them is among the first rows of
 *   each of its tags), or when every tag has fewer rows than that;
 * - otherwise the rarest tag's rows (by the autocomplete's count of listed Seens) in order,
 *   each probed for the other tags, until `need` pass.
 * The merge reads about `need` over the tags' share together per tag, the fallback at most the
 * rarest tag's rows: neither grows with the table.
 */
function tagsInOrder(tags: string[], { filtered, need, length, floor }: OrderedRead): SQL {
  const distinct = [...new Set(tags)]
  const list = (wrap: (tag: string) => SQL) => sql.join(distinct.map(wrap), sql`, `)
  const above = floor ? sql`and t.trending_score >= ${floor}` : sql``
  const rows = (tag: string) => sql`(select t.seen_id, t.trending_score
    from seen_tags t where t.tag = ${tag} ${above}
    order by t.trending_score desc nulls last, t.seen_id limit ${sql.raw(String(length))})`
  const joins = distinct.slice(1).map((tag, i) => {
    const w = sql.identifier(`w${i + 1}`)
    return sql`join ${rows(tag)} ${w}
      on ${w}.trending_score = w0.trending_score and ${w}.seen_id = w0.seen_id`
  })
  const short = distinct.map(
    (tag) => sql`(select count(*) from ${rows(tag)} x) < ${sql.raw(String(length))}`,
  )
  const done = sql`((select count(*) from merged) >= ${need} or (${sql.join(short, sql` and `)}))`
  const rarest = sql`(select x.tag from (values ${list((tag) => sql`(${tag})`)}) x (tag)
    left join tags g on g.tag = x.tag order by coalesce(g.use_count, 0), x.tag limit 1)`
  return sql`with merged as materialized (
      select w0.seen_id as id, w0.trending_score from ${rows(distinct[0] ?? '')} w0
      ${sql.join(joins, sql` `)} join seens s on s.id = w0.seen_id
      where ${filtered}
      order by w0.trending_score desc nulls last, w0.seen_id limit ${need})
    select id, trending_score from merged where ${done}
    union all
    (select t.seen_id as id, t.trending_score
      from seen_tags t join seens s on s.id = t.seen_id
      where not ${done} and t.tag = ${rarest} ${above}
        and (select count(*) from seen_tags u where u.seen_id = t.seen_id
          and u.tag in (${list((tag) => sql`${tag}`)})) = ${sql.raw(String(distinct.length))}
        and ${filtered}
      order by t.trending_score desc nulls last, t.seen_id limit ${need})`
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
    const tags = query.tags
    return { implies: 'tags', ordered: (read) => tagsInOrder(tags, read) }
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
