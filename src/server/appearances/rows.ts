/**
 * The select list of an appearance for one viewer, and its mapping to docs/product.md#records
 * Appearance.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Appearance } from '~/shared/schemas/appearance'
import type { AppearanceKind, ClipInfo } from '~/shared/schemas/clip-info'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { avatarPathSql, isoSql, publicImageInfo } from '../seens/seen-rows'
import type { AppearanceViewer } from './guest-session'

export type AppearanceRow = {
  id: string
  short_name: string
  seen_short_name: string
  headline: string
  caption: string
  relative_location: number
  relative_time: number
  username: string | null
  display_user_name: string
  avatar_path: string | null
  created_at: string
  like_count: number
  bookmark_count: number
  image: ImageInfo | null
  kind: AppearanceKind
  clip_path: string | null
  clip_content_type: string | null
  clip_size: number | null
  clip_duration_ms: number | null
  clip_width: number | null
  clip_height: number | null
  is_approved: boolean
  is_rejected: boolean
  is_hidden: boolean
  is_liked: boolean
  is_owner: boolean
}

/**
 * Whether the viewer owns appearance `a`: their user id, or the guest session that posted it.
 * Always true or false: a guest's post has no `created_by` and a user's no `guest_key_hash`,
 * and a comparison with NULL is NULL, which the client's schema rightly refuses as a boolean.
 */
export function ownerSql(viewer: AppearanceViewer): SQL {
  const parts: SQL[] = []
  if (viewer.userId) parts.push(sql`a.created_by = ${viewer.userId}::uuid`)
  if (viewer.guestKeyHash) parts.push(sql`a.guest_key_hash = ${viewer.guestKeyHash}`)
  return parts.length > 0 ? sql`coalesce(${sql.join(parts, sql` or `)}, false)` : sql`false`
}

/** Columns of appearance `a` with its Seen `s` and author `u` (left join: guests have none). */
export function appearanceColumns(viewer: AppearanceViewer): SQL {
  const liked = viewer.userId
    ? sql`exists (select 1 from appearance_likes l where l.appearance_id = a.id
        and l.user_id = ${viewer.userId}::uuid)`
    : sql`false`
  return sql`a.id, a.short_name, s.short_name as seen_short_name, a.headline, a.caption,
    a.relative_location, a.relative_time, u.username, a.display_user_name,
    ${avatarPathSql('u.id')} as avatar_path,
    ${isoSql('a.created_at')} as created_at, a.like_count, a.bookmark_count, a.image,
    a.kind, a.clip_path, a.clip_content_type, a.clip_size, a.clip_duration_ms, a.clip_width,
    a.clip_height, a.is_approved, a.is_rejected, a.is_hidden, ${liked} as is_liked,
    ${ownerSql(viewer)} as is_owner`
}

export const APPEARANCE_FROM = sql`appearances a join seens s on s.id = a.seen_id
  left join users u on u.id = a.created_by`

/** A clip's playable rendition; null for a photo (the check constraint keeps all six together). */
function clipInfoOf(row: AppearanceRow): ClipInfo | null {
  if (row.kind !== 'clip' || row.clip_path === null) return null
  return {
    path: row.clip_path,
    contentType: row.clip_content_type ?? '',
    size: row.clip_size ?? 0,
    durationSeconds: (row.clip_duration_ms ?? 0) / 1000,
    width: row.clip_width ?? 0,
    height: row.clip_height ?? 0,
    cdnUrl: null,
  }
}

export function toAppearance(row: AppearanceRow): Appearance {
  return {
    appearanceShortName: row.short_name,
    seenShortName: row.seen_short_name,
    headline: row.headline,
    caption: row.caption,
    relativeLocation: row.relative_location,
    relativeTime: row.relative_time,
    createdBy: row.username,
    displayUserName: row.display_user_name,
    createdDateTime: row.created_at,
    userAvatarPath: row.avatar_path,
    bookMarkedCount: row.bookmark_count,
    likedCount: row.like_count,
    isOwner: row.is_owner,
    imageInfo: publicImageInfo(row.image),
    kind: row.kind,
    clipInfo: clipInfoOf(row),
    isApproved: row.is_approved,
    isRejected: row.is_rejected,
    isHidden: row.is_hidden,
    isLiked: row.is_liked,
  }
}
