import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import type { AppEnv } from '../context'
import { seens } from '../db/schema'
import { ApiError } from '../http/errors'
import { canDownloadPhotos, canViewSeen } from '../policy'
import { archiveFileName, photoEntries } from '../seens/photo-archive'
import { findSeenAccess } from '../seens/seen-access'
import { toStream } from '../zip/to-stream'
import { zipStream } from '../zip/zip-stream'

/**
 * GET /api/seen/{shortname}/photos.zip: every published photo's original in one streamed ZIP.
 * Whoever may not view the Seen gets 404; whoever may view it but not download gets 403.
 */
export const seenPhotoRoutes = new Hono<AppEnv>().get('/:shortname/photos.zip', async (c) => {
  const { db, storage } = c.get('deps')
  const userId = c.get('user')?.id ?? null
  const access = await findSeenAccess(db, c.req.param('shortname'), userId)
  if (!access || !canViewSeen(access, access.role)) throw ApiError.user(404, MSG.notFound)
  if (!canDownloadPhotos(access, access.role)) throw ApiError.user(403, MSG.forbidden)
  const [seen] = await db
    .select({ seenName: seens.seenName, timeZoneId: seens.timeZoneId })
    .from(seens)
    .where(eq(seens.id, access.id))
  if (!seen) throw ApiError.user(404, MSG.notFound)
  const entries = photoEntries(db, storage, {
    id: access.id,
    requiresApproval: access.requiresApproval,
    timeZoneId: seen.timeZoneId,
  })
  return c.body(toStream(zipStream(entries)), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${archiveFileName(seen.seenName)}"`,
    'Cache-Control': 'private, no-store',
  })
})
