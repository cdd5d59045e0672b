/** Load what the policy needs to decide about one Seen and one viewer. */
import { eq, sql } from 'drizzle-orm'
import type { SeenAccessibilityType } from '~/shared/enums'
import type { LiveWindowInput } from '~/shared/live'
import type { ImageInfo } from '~/shared/schemas/image-info'
import type { Db } from '../db/client'
import { perDb } from '../db/per-db'
import { memberships, seens } from '../db/schema'
import { type ModerationFacts, roleFor, type SeenFacts, type SeenRole } from '../policy'
import { SHORT_NAME_PATTERN } from './short-name'

export interface SeenAccess extends SeenFacts, ModerationFacts, LiveWindowInput {
  id: string
  shortName: string
  createdById: string
  startAt: Date
  accessibilityType: SeenAccessibilityType
  image: ImageInfo | null
  role: SeenRole
  isMember: boolean
  membersMayDownload: boolean
}

function prepareLookup(db: Db, withViewer: boolean) {
  const isMember = withViewer
    ? sql<boolean>`exists (select 1 from ${memberships} m where m.seen_id = ${seens.id}
        and m.user_id = ${sql.placeholder('viewerId')})`
    : sql<boolean>`false`
  return db
    .select({
      id: seens.id,
      shortName: seens.shortName,
      createdById: seens.createdById,
      accessibilityType: seens.accessibilityType,
      active: seens.active,
      startAt: seens.startAt,
      durationHours: seens.durationHours,
      preSeenDays: seens.preSeenDays,
      postSeenDays: seens.postSeenDays,
      image: seens.image,
      requiresApproval: seens.requiresApproval,
      membersMayDownload: seens.membersMayDownload,
      isMember,
    })
    .from(seens)
    .where(eq(seens.shortName, sql.placeholder('shortName')))
    .prepare(withViewer ? 'seen_access_viewer' : 'seen_access_guest')
}

/**
 * Nearly every Seen and appearance call starts here, so both forms (with and without a viewer)
 * are named prepared statements, planned once per connection. One pair per database handle.
 */
const lookupsFor = perDb((db) => ({
  guest: prepareLookup(db, false),
  viewer: prepareLookup(db, true),
}))

/** The Seen behind a short name with the viewer's role, or undefined when there is none. */
export async function findSeenAccess(
  db: Db,
  shortName: string,
  viewerId: string | null,
): Promise<SeenAccess | undefined> {
  if (!SHORT_NAME_PATTERN.test(shortName)) return undefined
  const lookup = lookupsFor(db)
  const [row] = viewerId
    ? await lookup.viewer.execute({ shortName, viewerId })
    : await lookup.guest.execute({ shortName })
  if (!row) return undefined
  return {
    ...row,
    accessibilityType: row.accessibilityType as SeenAccessibilityType,
    startDateTime: row.startAt,
    role: roleFor(viewerId, row.createdById, row.isMember),
  }
}
