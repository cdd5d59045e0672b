/** One Seen in full (docs/product.md#records Seen detail) for GET /api/seen/{shortname}. */
import { sql } from 'drizzle-orm'
import type { SeenAccessibilityType } from '~/shared/enums'
import { isLive, isPast } from '~/shared/live'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { timeZoneOrUtc } from '~/shared/time-zone'
import type { AppearanceViewer } from '../appearances/guest-session'
import { appearancePage } from '../appearances/list-query'
import { isBlockedPoster } from '../appearances/poster-blocks'
import type { Db } from '../db/client'
import {
  canDownloadPhotos,
  canEditSeen,
  canPostAppearance,
  canRequestJoin,
  isBlockedFromPosting,
} from '../policy'
import { preparedRows } from './prepared'
import type { SeenAccess } from './seen-access'
import { isoSql, type SeenRow, seenColumns, toListItem } from './seen-rows'

type DetailRow = SeenRow & {
  contact_block: string | null
  web_address: string | null
  duration_hours: number
  pre_seen_days: number
  post_seen_days: number
  address_block: string | null
  phone_number: string | null
  country_code: string | null
  postal_code: string | null
  seen_relation_rules: string | null
  created_at: string
  created_by: string
  geo_name_id: number
  latitude: number
  longitude: number
  requires_approval: boolean
  members_may_download: boolean
  find_me_enabled: boolean
  active: boolean
  successor: string | null
}

/** What the route already knows of the Seen and its viewer (src/server/seens/seen-access.ts). */
export type DetailAccess = Pick<SeenAccess, 'id' | 'role' | 'isMember' | 'requiresApproval'>

export async function seenDetail(
  db: Db,
  access: DetailAccess,
  viewerId: string | null,
  now: Date,
  /**
   * The first page of appearances (docs/product.md#calls limit/offset) and who is asking for them.
   */
  page: { limit: number; offset: number; viewer: AppearanceViewer },
): Promise<SeenDetail | undefined> {
  const { role, isMember } = access
  // The Seen's row, its first appearances and whether the viewer is blocked, side by side.
  const [rows, appearances, blocked] = await Promise.all([
    preparedRows<DetailRow>(
      db,
      sql`
    select ${seenColumns(viewerId)}, s.contact_block, s.web_address, s.duration_hours,
      s.pre_seen_days, s.post_seen_days, s.address_block, s.phone_number, s.country_code,
      s.postal_code, s.seen_relation_rules, ${isoSql('s.created_at')} as created_at, s.created_by, s.geo_name_id,
      s.latitude, s.longitude, s.requires_approval, s.members_may_download, s.find_me_enabled, s.active, s.successor
    from seens s join users u on u.id = s.created_by
    where s.id = ${access.id}`,
    ),
    appearancePage(db, {
      ...page,
      seenId: access.id,
      seen: { requiresApproval: access.requiresApproval },
      role,
    }),
    isBlockedPoster(db, access.id, page.viewer),
  ])
  const row = rows[0]
  if (!row) return undefined
  const item = toListItem(row)
  const type = row.accessibility_type as SeenAccessibilityType
  const window = {
    startDateTime: row.start_at,
    durationHours: row.duration_hours,
    preSeenDays: row.pre_seen_days,
    postSeenDays: row.post_seen_days,
  }
  const created = row.created_at
  const blockedHere = isBlockedFromPosting(role, blocked)
  return {
    ...item,
    id: row.id,
    seenShortName: row.short_name,
    endDateTime: row.end_at,
    timeZoneId: timeZoneOrUtc(row.time_zone_id),
    seenAccessibilityType: type,
    contactBlock: row.contact_block,
    webAddress: row.web_address,
    durationHours: row.duration_hours,
    preSeenDays: row.pre_seen_days,
    postSeenDays: row.post_seen_days,
    addressBlock: row.address_block,
    phoneNumber: row.phone_number,
    countryCode: row.country_code,
    postalCode: row.postal_code,
    seenRelationRules: row.seen_relation_rules,
    createdById: row.created_by,
    createdDateTime: created,
    createdDate: created,
    geoNameId: row.geo_name_id,
    latitude: row.latitude,
    longitude: row.longitude,
    requiresApproval: row.requires_approval,
    membersMayDownload: row.members_may_download,
    findMeEnabled: row.find_me_enabled,
    active: row.active,
    successor: row.successor,
    appearanceCount: row.appearance_count,
    appearances,
    isCreator: role === 'creator',
    isMember,
    hasEditPermission: canEditSeen(role, isPast(window, now)),
    canRequestJoin: canRequestJoin(type, role),
    canPostAppearance: canPostAppearance(type, role, isLive(window, now)) && !blockedHere,
    isBlockedFromPosting: blockedHere,
    canDownloadPhotos: canDownloadPhotos(
      { accessibilityType: type, active: row.active, membersMayDownload: row.members_may_download },
      role,
    ),
  }
}
