import { Hono } from 'hono'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { setGuestUploadsRequest } from '~/shared/schemas/guest-uploads'
import { guestUploadsOf, setGuestUploads } from '../appearances/guest-quota'
import { viewableSeen } from '../appearances/seen-context'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/require-user'
import { jsonBody } from '../http/validate'
import { canManageGuestUploads } from '../policy'

/**
 * The host's guest uploads of a Seen (docs/decisions/166-guest-identities-and-limits.md): how
 * many guest photos it took and takes, and the switch that closes guest posting. A Seen the
 * viewer may not view answers 404, anyone but its creator 403.
 */
export const guestUploadRoutes = new Hono<AppEnv>()
  .get('/:seenShortName', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    const seen = await viewableSeen(db, c.req.param('seenShortName'), user.id, clock())
    if (!canManageGuestUploads(seen.role))
      throw ApiError.user(403, MODERATION_MSG.guestUploadsOnlyCreator)
    return c.json({ success: true as const, guestUploads: await guestUploadsOf(db, seen.id) })
  })
  .put('/:seenShortName', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    const seen = await viewableSeen(db, c.req.param('seenShortName'), user.id, clock())
    if (!canManageGuestUploads(seen.role))
      throw ApiError.user(403, MODERATION_MSG.guestUploadsOnlyCreator)
    const body = await jsonBody(c, setGuestUploadsRequest)
    const guestUploads = await setGuestUploads(db, seen.id, body)
    c.get('log').info({ seenId: seen.id, ...guestUploads }, 'guest uploads changed')
    return c.json({ success: true as const, guestUploads })
  })
