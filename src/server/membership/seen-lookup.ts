import { eq } from 'drizzle-orm'
import { MSG } from '~/shared/messages'
import type { Db } from '../db/client'
import { seens } from '../db/schema'
import { ApiError } from '../http/errors'
import { canViewSeen } from '../policy'
import { findSeenAccess, type SeenAccess } from '../seens/seen-access'
import { isUuid } from './paging'

/** The Seen behind a short name for this user; one they may not view does not exist (404). */
export async function visibleSeen(db: Db, shortName: string, userId: string): Promise<SeenAccess> {
  const access = await findSeenAccess(db, shortName, userId)
  if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
  return access
}

/** The same by the Seen's `id` (docs/product.md#records Seen detail field). */
export async function visibleSeenById(db: Db, id: string, userId: string): Promise<SeenAccess> {
  // A short name is taken too: it is what every other Seen call names a Seen by.
  if (!isUuid(id)) return visibleSeen(db, id, userId)
  const [row] = await db.select({ shortName: seens.shortName }).from(seens).where(eq(seens.id, id))
  if (!row) throw ApiError.user(404, MSG.notFound)
  return visibleSeen(db, row.shortName, userId)
}

export async function seenNameOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ seenName: seens.seenName }).from(seens).where(eq(seens.id, id))
  return row?.seenName ?? ''
}
