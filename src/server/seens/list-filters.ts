/**
 * SQL conditions (on alias `s` = seens) for the trendinglist filters of docs/product.md#calls. Each
 * is a comparison on columns the trending indexes carry or a primary-key probe, checked on the
 * rows a list stream reads (src/server/seens/list-streams.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import { EARTH_RADIUS_KM } from '~/shared/geo'
import type { TrendingListQuery } from '~/shared/schemas/seen'

export { EARTH_RADIUS_KM }

const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180

export interface GeoBox {
  latMin: number
  latMax: number
  /** One or two longitude ranges (two when the box crosses the antimeridian); none near a pole. */
  lngRanges: [number, number][]
}

/** A bounding box that contains every point within `radiusKm` of (lat, lng). */
export function boundingBox(lat: number, lng: number, radiusKm: number): GeoBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT
  const latMin = Math.max(-90, lat - dLat)
  const latMax = Math.min(90, lat + dLat)
  const maxAbsLat = Math.max(Math.abs(latMin), Math.abs(latMax))
  if (maxAbsLat >= 89.9) return { latMin, latMax, lngRanges: [] }
  const dLng = dLat / Math.cos((maxAbsLat * Math.PI) / 180)
  if (dLng >= 180) return { latMin, latMax, lngRanges: [] }
  const west = lng - dLng
  const east = lng + dLng
  if (west < -180)
    return {
      latMin,
      latMax,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    }
  if (east > 180)
    return {
      latMin,
      latMax,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    }
  return { latMin, latMax, lngRanges: [[west, east]] }
}

/** Great-circle distance in km from (lat, lng) to the Seen's point: src/shared/geo.ts haversineKm in SQL. */
export function distanceKmSql(lat: number, lng: number): SQL {
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(s.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(s.latitude))
      * power(sin(radians(s.longitude - ${lng}::float8) / 2), 2)))))`
}

/** Within `radiusKm` of (lat, lng): a bounding-box range (indexed), then the real distance. */
export function geoCondition(lat: number, lng: number, radiusKm: number): SQL {
  const box = boundingBox(lat, lng, radiusKm)
  const parts: SQL[] = [sql`s.latitude between ${box.latMin}::float8 and ${box.latMax}::float8`]
  if (box.lngRanges.length > 0) {
    const ranges = box.lngRanges.map(
      ([west, east]) => sql`s.longitude between ${west}::float8 and ${east}::float8`,
    )
    parts.push(sql`(${sql.join(ranges, sql` or `)})`)
  }
  parts.push(sql`${distanceKmSql(lat, lng)} <= ${radiusKm}::float8`)
  return sql.join(parts, sql` and `)
}

/**
 * Whether a row exists, asked as a scalar subquery: one primary-key lookup per Seen checked.
 * Written as EXISTS, PostgreSQL may instead hash every matching row first (all of a tag's
 * Seens, all of a person's memberships), which a walk that stops after a few Seens never needs.
 */
export const probe = (fromWhere: SQL) => sql`((select true from ${fromWhere} limit 1) is not null)`

export type FilterName = 'geo' | 'tags' | 'past' | 'bookmarked' | 'following' | 'membership'

/** One filter's condition on `s`, named so that a driver that implies it can leave it out. */
export interface FilterCondition {
  filter: FilterName
  sql: SQL
}

/** The filter conditions of one list request; `userId` is null for guests. */
export function listFilterConditions(
  query: TrendingListQuery,
  userId: string | null,
  now: Date,
): FilterCondition[] {
  const conditions: FilterCondition[] = []
  const add = (filter: FilterName, condition: SQL) => conditions.push({ filter, sql: condition })
  if (query.lat !== undefined && query.lng !== undefined && query.radius !== undefined) {
    add('geo', geoCondition(query.lat, query.lng, query.radius))
  }
  for (const tag of query.tags ?? []) {
    add('tags', probe(sql`seen_tags t where t.seen_id = s.id and t.tag = ${tag}`))
  }
  if (query.past === true) add('past', sql`s.live_until < ${now.toISOString()}::timestamptz`)
  if (query.past === false) add('past', sql`s.live_until >= ${now.toISOString()}::timestamptz`)
  if (userId && query.bookmarked) {
    add(
      'bookmarked',
      probe(sql`seen_bookmarks b where b.seen_id = s.id and b.user_id = ${userId}::uuid`),
    )
  }
  if (userId && query.following) {
    // One array of followees, read once; each Seen is then a comparison.
    add(
      'following',
      sql`s.created_by = any (array(select f.followee_id from follows f
        where f.follower_id = ${userId}::uuid))`,
    )
  }
  if (userId && query.membership) {
    add(
      'membership',
      sql`(s.created_by = ${userId}::uuid
        or ${probe(sql`memberships m where m.seen_id = s.id and m.user_id = ${userId}::uuid`)})`,
    )
  }
  return conditions
}
