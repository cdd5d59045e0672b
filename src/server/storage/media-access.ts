/** Loads what the media policy needs to decide about one stored rendition and one viewer. */
import { sql } from 'drizzle-orm'
import type { SeenAccessibilityType } from '~/shared/enums'
import type { AppearanceViewer } from '../appearances/guest-session'
import { ownerSql } from '../appearances/rows'
import type { Db } from '../db/client'
import { appearancePhotoAccess, type MediaAccess, roleFor, seenPhotoAccess } from '../policy'
import { contentTypeForKey, mediaPath } from './media-storage'

const VARIANT_SUFFIX = /-(reduced|thumb)$/

/**
 * The stems a key's file may belong to: `appearances/ab/<id>-thumb.webp` is a rendition of the
 * photo stored as `<id>.<ext>`. A random id may itself end in `-thumb`, so both are asked.
 */
export function stemsOfKey(key: string): string[] {
  const file = key.slice(key.lastIndexOf('/') + 1)
  const base = file.slice(0, file.lastIndexOf('.'))
  const stripped = base.replace(VARIANT_SUFFIX, '')
  return stripped === base ? [base] : [base, stripped]
}

const isClipKey = (key: string) => contentTypeForKey(key)?.startsWith('video/') ?? false

type SeenRow = {
  created_by: string
  accessibility_type: number
  active: boolean
  requires_approval: boolean
  is_member: boolean
}
type AppearanceRow = SeenRow & {
  is_owner: boolean
  is_hidden: boolean
  is_approved: boolean
  is_rejected: boolean
}

const memberSql = (viewer: AppearanceViewer) =>
  viewer.userId
    ? sql`exists (select 1 from memberships m where m.seen_id = s.id
        and m.user_id = ${viewer.userId}::uuid)`
    : sql`false`

const seenFacts = (row: SeenRow) => ({
  accessibilityType: row.accessibility_type as SeenAccessibilityType,
  active: row.active,
  requiresApproval: row.requires_approval,
})

/**
 * Who may read `key`: avatars and other folders are public; a Seen's or an appearance's
 * rendition (a clip's video file too) follows its record, and one no record names any more
 * (removed) is denied.
 */
export async function mediaAccess(
  db: Db,
  key: string,
  viewer: AppearanceViewer,
): Promise<MediaAccess> {
  const folder = key.slice(0, key.indexOf('/'))
  if (folder !== 'seens' && folder !== 'appearances') return 'public'
  const stems = sql.join(
    stemsOfKey(key).map((stem) => sql`${stem}`),
    sql`, `,
  )
  if (folder === 'seens') {
    const { rows } = await db.execute<SeenRow>(sql`
      select s.created_by, s.accessibility_type, s.active, s.requires_approval,
        ${memberSql(viewer)} as is_member
      from seens s
      where s.image is not null and split_part(s.image->>'name', '.', 1) in (${stems})`)
    const row = rows[0]
    if (!row) return 'denied'
    return seenPhotoAccess(seenFacts(row), roleFor(viewer.userId, row.created_by, row.is_member))
  }
  // A clip's video file is found by its own path; its poster's renditions by their stem.
  const owning = isClipKey(key)
    ? sql`a.clip_path = ${mediaPath(key)}`
    : sql`split_part(a.image->>'name', '.', 1) in (${stems})`
  const { rows } = await db.execute<AppearanceRow>(sql`
    select s.created_by, s.accessibility_type, s.active, s.requires_approval,
      ${memberSql(viewer)} as is_member, ${ownerSql(viewer)} as is_owner,
      a.is_hidden, a.is_approved, a.is_rejected
    from appearances a join seens s on s.id = a.seen_id
    where ${owning}`)
  const row = rows[0]
  if (!row) return 'denied'
  return appearancePhotoAccess(
    seenFacts(row),
    roleFor(viewer.userId, row.created_by, row.is_member),
    {
      isOwner: row.is_owner,
      isHidden: row.is_hidden,
      isApproved: row.is_approved,
      isRejected: row.is_rejected,
    },
  )
}
