/**
 * The live Seens one viewer may post to and find (GET /api/seen/postable), for photos shared
 * from the gallery: a guest gets the live public Seens open to anyone (type 1); a user also the
 * other public type open to users (2) and every live Seen they created or are a member of.
 * The viewer's own Seens (created or joined) come first, then those whose posting ends soonest.
 * SQL picks the candidates; the policy module has the last word on each row.
 */
import { sql } from 'drizzle-orm'
import type { SeenAccessibilityType } from '~/shared/enums'
import { POSTABLE_SEENS_LIMIT, type PostableSeen } from '~/shared/schemas/postable-seens'
import type { Db } from '../db/client'
import { canPostAppearance, listedFor, roleFor } from '../policy'
import { preparedRows } from './prepared'
import { isoSql, type SeenRow, seenColumns, toListItem } from './seen-rows'

type PostableRow = SeenRow & { created_by: string; is_member: boolean; live_until: string }

export async function postableSeens(
  db: Db,
  viewerId: string | null,
  now: Date,
): Promise<PostableSeen[]> {
  const at = now.toISOString()
  const isMember = viewerId
    ? sql`exists (select 1 from memberships m where m.seen_id = s.id and m.user_id = ${viewerId})`
    : sql`false`
  // PostgreSQL refuses a constant in ORDER BY: a guest has no own Seens to put first.
  const ownFirst = viewerId ? sql`(s.created_by = ${viewerId} or ${isMember}) desc,` : sql``
  const open = viewerId
    ? sql`(s.accessibility_type in (1, 2) or s.created_by = ${viewerId} or ${isMember})`
    : sql`s.accessibility_type = 1`
  const rows = await preparedRows<PostableRow>(
    db,
    sql`select ${seenColumns(viewerId)}, s.created_by, ${isMember} as is_member,
        ${isoSql('s.live_until')} as live_until
      from seens s join users u on u.id = s.created_by
      where s.active and s.live_from <= ${at}::timestamptz and s.live_until >= ${at}::timestamptz
        and ${open}
      order by ${ownFirst} s.live_until, s.id
      limit ${POSTABLE_SEENS_LIMIT}::int`,
  )
  return rows
    .filter((row) => {
      const type = row.accessibility_type as SeenAccessibilityType
      const role = roleFor(viewerId, row.created_by, row.is_member)
      const facts = { accessibilityType: type, active: true }
      return listedFor(facts, role) && canPostAppearance(type, role, true)
    })
    .map((row) => ({ ...toListItem(row), liveUntil: row.live_until }))
}
