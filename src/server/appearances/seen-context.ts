/** A Seen as the appearance routes need it: access, approval, live window, for one viewer. */
import { endOf, isLive } from '~/shared/live'
import { MSG } from '~/shared/messages'
import type { Db } from '../db/client'
import { ApiError } from '../http/errors'
import { canViewSeen, type ModerationFacts } from '../policy'
import { findSeenAccess, type SeenAccess } from '../seens/seen-access'

export interface SeenContext extends SeenAccess {
  moderation: ModerationFacts
  live: boolean
  timing: { startAt: Date; endAt: Date }
}

/** The Seen the viewer may open, or a 404 (a Seen they may not view does not exist for them). */
export async function viewableSeen(
  db: Db,
  shortName: string,
  viewerId: string | null,
  now: Date,
): Promise<SeenContext> {
  const access = await findSeenAccess(db, shortName, viewerId)
  if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
  return {
    ...access,
    moderation: { requiresApproval: access.requiresApproval },
    live: isLive(access, now),
    timing: { startAt: access.startAt, endAt: endOf(access.startAt, access.durationHours) },
  }
}
