/** Load what the policy needs to decide about one appearance, its Seen and one viewer. */
import { sql } from 'drizzle-orm'
import type { SeenAccessibilityType } from '~/shared/enums'
import { isLive } from '~/shared/live'
import type { Db } from '../db/client'
import { type AppearanceState, roleFor, type SeenRole } from '../policy'
import { SHORT_NAME_PATTERN } from '../seens/short-name'
import type { AppearanceViewer } from './guest-session'
import { ownerSql } from './rows'

export interface AppearanceAccess extends AppearanceState {
  id: string
  seenId: string
  seenShortName: string
  /** The signed-in author; null for a guest's appearance. */
  authorId: string | null
  seen: { accessibilityType: SeenAccessibilityType; active: boolean; requiresApproval: boolean }
  role: SeenRole
  live: boolean
}

type Row = {
  id: string
  seen_id: string
  seen_short_name: string
  created_by: string
  author_id: string | null
  accessibility_type: number
  active: boolean
  requires_approval: boolean
  start_at: Date
  duration_hours: number
  pre_seen_days: number
  post_seen_days: number
  is_member: boolean
  is_owner: boolean
  is_hidden: boolean
  is_approved: boolean
  is_rejected: boolean
}

export async function findAppearanceAccess(
  db: Db,
  shortName: string,
  viewer: AppearanceViewer,
  now: Date,
): Promise<AppearanceAccess | undefined> {
  if (!SHORT_NAME_PATTERN.test(shortName)) return undefined
  const isMember = viewer.userId
    ? sql`exists (select 1 from memberships m where m.seen_id = s.id
        and m.user_id = ${viewer.userId}::uuid)`
    : sql`false`
  const { rows } = await db.execute<Row>(sql`
    select a.id, a.seen_id, s.short_name as seen_short_name, s.created_by, a.created_by as author_id,
      s.accessibility_type,
      s.active, s.requires_approval, s.start_at, s.duration_hours, s.pre_seen_days,
      s.post_seen_days, ${isMember} as is_member, ${ownerSql(viewer)} as is_owner,
      a.is_hidden, a.is_approved, a.is_rejected
    from appearances a join seens s on s.id = a.seen_id
    where a.short_name = ${shortName}`)
  const row = rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    seenId: row.seen_id,
    seenShortName: row.seen_short_name,
    authorId: row.author_id,
    seen: {
      accessibilityType: row.accessibility_type as SeenAccessibilityType,
      active: row.active,
      requiresApproval: row.requires_approval,
    },
    role: roleFor(viewer.userId, row.created_by, row.is_member),
    live: isLive(
      {
        startDateTime: new Date(row.start_at),
        durationHours: row.duration_hours,
        preSeenDays: row.pre_seen_days,
        postSeenDays: row.post_seen_days,
      },
      now,
    ),
    isOwner: row.is_owner,
    isHidden: row.is_hidden,
    isApproved: row.is_approved,
    isRejected: row.is_rejected,
  }
}
