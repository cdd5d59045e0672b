/**
 * Columns shared by the list and detail queries and their mapping to docs/product.md#records
 * records.
 */
import { sql } from 'drizzle-orm'
import type { LocationType, SeenAccessibilityType } from '~/shared/enums'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { SeenListItem } from '~/shared/schemas/seen'
import { timeZoneOrUtc } from '~/shared/time-zone'

/** One Seen as the list and detail queries select it (alias `s`, creator `u`). */
export type SeenRow = {
  id: string
  short_name: string
  seen_name: string
  sponsor: string | null
  headline: string
  caption: string
  /** ISO 8601 instants (`isoSql`): the driver hands timestamps over as text. */
  start_at: string
  end_at: string
  time_zone_id: string
  location_type: number
  accessibility_type: number
  city_name: string
  state_code: string | null
  country_code: string | null
  username: string
  display_name: string
  avatar_path: string | null
  like_count: number
  bookmark_count: number
  appearance_count: number
  image: ImageInfo | null
  is_liked: boolean
  is_bookmarked: boolean
}

/** The thumbnail of a user's avatar (docs/product.md#records userAvatarPath), by primary key. */
export const avatarPathSql = (userIdColumn: string) =>
  sql.raw(
    `(select coalesce(p.image->>'thumbnailPath', p.image->>'path') from user_profiles p where p.user_id = ${userIdColumn})`,
  )

/** A timestamptz column as an ISO 8601 UTC instant with milliseconds. */
export const isoSql = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/**
 * The select list; `viewerId` null (a guest) skips the like/bookmark lookups. Both are EXISTS
 * on a primary key, evaluated only for the rows of the page.
 */
export function seenColumns(viewerId: string | null) {
  const liked = viewerId
    ? sql`exists (select 1 from seen_likes l where l.seen_id = s.id and l.user_id = ${viewerId})`
    : sql`false`
  const bookmarked = viewerId
    ? sql`exists (select 1 from seen_bookmarks b where b.seen_id = s.id and b.user_id = ${viewerId})`
    : sql`false`
  return sql`s.id, s.short_name, s.seen_name, s.sponsor, s.headline, s.caption,
    ${isoSql('s.start_at')} as start_at, ${isoSql('s.end_at')} as end_at, s.time_zone_id, s.location_type, s.accessibility_type, s.city_name, s.state_code, s.country_code,
    u.username, u.display_name, ${avatarPathSql('u.id')} as avatar_path, s.like_count, s.bookmark_count, s.appearance_count, s.image,
    ${liked} as is_liked, ${bookmarked} as is_bookmarked`
}

/** Stored ImageInfo as it travels: never with base64 data. */
export function publicImageInfo(image: ImageInfo | null): ImageInfo | null {
  if (!image) return null
  const { image: _data, ...rest } = image
  // docs/product.md#records ImageInfo names cdnUrl: always answered, null without MEDIA_CDN_URL.
  return { ...rest, cdnUrl: rest.cdnUrl ?? null }
}

export function toListItem(row: SeenRow): SeenListItem {
  return {
    shortName: row.short_name,
    seenName: row.seen_name,
    sponsor: row.sponsor,
    headline: row.headline,
    caption: row.caption,
    startDateTime: row.start_at,
    endDateTime: row.end_at,
    timeZoneId: timeZoneOrUtc(row.time_zone_id),
    locationType: row.location_type as LocationType,
    seenAccessibilityType: row.accessibility_type as SeenAccessibilityType,
    cityName: row.city_name,
    stateCode: row.state_code,
    countryCode: row.country_code,
    createdBy: row.username,
    createdByDisplayName: row.display_name,
    userAvatarPath: row.avatar_path,
    isBookmarked: row.is_bookmarked,
    bookmarkCount: row.bookmark_count,
    isLiked: row.is_liked,
    likeCount: row.like_count,
    appearanceCount: row.appearance_count,
    imageInfo: publicImageInfo(row.image),
  }
}
