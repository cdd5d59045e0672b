/**
 * One page of a Seen's appearances (docs/product.md#calls GET /api/appearance/list/{seenShortName}
 * and the first page of GET /api/seen/{shortname}). Newest first, id as tie-breaker, along
 * appearances_seen_order_idx. The conditions mirror canSeeAppearance in the policy module.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { ReviewFilter } from '~/shared/appearance-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { Db } from '../db/client'
import type { ModerationFacts, SeenRole } from '../policy'
import { preparedRows } from '../seens/prepared'
import type { AppearanceViewer } from './guest-session'
import {
  APPEARANCE_FROM,
  type AppearanceRow,
  appearanceColumns,
  ownerSql,
  toAppearance,
} from './rows'

export interface AppearancePageRequest {
  seenId: string
  seen: ModerationFacts
  role: SeenRole
  viewer: AppearanceViewer
  limit: number
  offset: number
  filter?: ReviewFilter
}

/**
 * SQL twin of isPublished (src/server/policy/appearance-policy.ts) for an appearance `a` of a Seen
 * with these moderation facts: not hidden, and approved where the Seen asks for approval.
 */
export const publishedSql = (seen: ModerationFacts) =>
  seen.requiresApproval ? sql`(not a.is_hidden and a.is_approved)` : sql`not a.is_hidden`

/** SQL twin of canSeeAppearance (src/server/policy/appearance-policy.ts). */
export function visibilitySql(
  seen: ModerationFacts,
  role: SeenRole,
  viewer: AppearanceViewer,
  filter: ReviewFilter,
): SQL {
  if (role === 'creator' && !seen.requiresApproval) return sql`true`
  if (role === 'creator') {
    switch (filter) {
      case 'all':
        return sql`true`
      case 'pending':
        return sql`(not a.is_approved and not a.is_rejected)`
      case 'approved':
        return sql`a.is_approved`
      case 'rejected':
        return sql`a.is_rejected`
      default:
        break
    }
  }
  return sql`(${ownerSql(viewer)} or ${publishedSql(seen)})`
}

export async function appearancePage(db: Db, page: AppearancePageRequest): Promise<Appearance[]> {
  const visible = visibilitySql(page.seen, page.role, page.viewer, page.filter ?? 'viewer')
  const rows = await preparedRows<AppearanceRow>(
    db,
    sql`select ${appearanceColumns(page.viewer)}
    from ${APPEARANCE_FROM}
    where a.seen_id = ${page.seenId}::uuid and ${visible}
    order by a.created_at desc, a.id desc
    limit ${page.limit}::int offset ${page.offset}::int`,
  )
  return rows.map(toAppearance)
}

/** One appearance as this viewer sees it (after the route's permission checks). */
export async function appearanceById(
  db: Db,
  id: string,
  viewer: AppearanceViewer,
): Promise<Appearance | undefined> {
  const rows = await preparedRows<AppearanceRow>(
    db,
    sql`select ${appearanceColumns(viewer)} from ${APPEARANCE_FROM} where a.id = ${id}::uuid`,
  )
  return rows[0] ? toAppearance(rows[0]) : undefined
}
