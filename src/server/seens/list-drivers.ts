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

/** Seens carrying every tag, in list order: one tag from its own index, more from their pairs'. */
function tagsInOrder(tags: string[], read: OrderedRead): SQL {
  const distinct = [...new Set(tags)]
  const [first = '', second] = distinct
  return second === undefined ? oneTagInOrder(first, read) : pairInOrder(distinct, read)
}

/**
 * A tag's Seens in list order, from seen_tags_tag_trending_idx (from the top down to the floor,
 * when there is one): its first `length` rows when `need` of them pass the filters or there are
 * no more, otherwise its rows in order until `need` pass.
 */
function oneTagInOrder(
  tag: string,
  { filtered, need, needBound, length, floor }: OrderedRead,
): SQL {
  const above = floor ? sql`and t.trending_score >= ${floor}` : sql``
  const ordered = sql`order by t.trending_score desc nulls last, t.seen_id`
  const first = sql`(select t.seen_id, t.trending_score from seen_tags t
    where t.tag = ${tag} ${above} ${ordered} limit ${sql.raw(String(length))})`
  const done = sql`((select count(*) from merged) >= ${need}
    or (select count(*) from ${first} x) < ${sql.raw(String(length))})`
  return sql`with merged as materialized (
      select t.seen_id as id, t.trending_score from ${first} t join seens s on s.id = t.seen_id
      where ${filtered} ${ordered} limit ${needBound})
    select id, trending_score from merged where ${done}
    union all
    (select t.seen_id as id, t.trending_score
      from seen_tags t join seens s on s.id = t.seen_id
      where not ${done} and t.tag = ${tag} ${above} and ${filtered} ${ordered} limit ${needBound})`
}

/**
 * Seens carrying two tags or more, in list order, from seen_tag_pairs_trending_idx: the pair of
 * the two rarest tags (by the autocomplete's count of listed Seens), each row probed for the
 * others when there are more, until `need` pass. It reads about `need` rows, however many Seens
 * carry either tag of the pair (`needBound` of them at most).
 */
function pairInOrder(distinct: string[], { filtered, needBound, floor }: OrderedRead): SQL {
  const above = floor ? sql`and p.trending_score >= ${floor}` : sql``
  const list = (wrap: (tag: string) => SQL) => sql.join(distinct.map(wrap), sql`, `)
  const [a = '', b = ''] = distinct
  const rarest = sql`(select x.tag from (values ${list((tag) => sql`(${tag})`)}) x (tag)
    left join tags g on g.tag = x.tag order by coalesce(g.use_count, 0), x.tag limit 2)`
  // The pair's order is the database's (least, min, and the migration's `<`), not JavaScript's.
  const [tagA, tagB] =
    distinct.length === 2
      ? [sql`least(${a}::text, ${b}::text)`, sql`greatest(${a}::text, ${b}::text)`]
      : [sql`(select min(r.tag) from ${rarest} r)`, sql`(select max(r.tag) from ${rarest} r)`]
  const others =
    distinct.length === 2
      ? sql``
      : sql`and (select count(*) from seen_tags u where u.seen_id = p.seen_id
          and u.tag in (${list((tag) => sql`${tag}`)})) = ${sql.raw(String(distinct.length))}`
  return sql`select p.seen_id as id, p.trending_score
    from seen_tag_pairs p join seens s on s.id = p.seen_id
    where p.tag_a = ${tagA} and p.tag_b = ${tagB} ${above} ${others} and ${filtered}
    order by p.trending_score desc nulls last, p.seen_id limit ${needBound}`
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
