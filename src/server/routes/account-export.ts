import { createHmac, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { exportDownloadQuery } from '~/shared/schemas/account-export'
import { exportData, exportEntries } from '../account/export-data'
import type { AppEnv } from '../context'
import { ApiError } from '../http/errors'
import { hitRateLimit, RATE_RULES } from '../http/rate-limit'
import { requireUser } from '../http/require-user'
import { parseOr400 } from '../http/validate'
import { toStream } from '../zip/to-stream'
import { zipStream } from '../zip/zip-stream'

/** How long a download link works. */
export const EXPORT_LINK_MS = 5 * 60_000

/** Keyed by the session's token hash, which only the server knows: the link is this session's. */
const signature = (sessionHash: string, userId: string, expires: string) =>
  createHmac('sha256', sessionHash).update(`${userId}.${expires}`).digest('hex')

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))

/**
 * Download my data (docs/decisions/109-download-my-data.md). POST /export (session and X-CSRF, as
 * every call) answers a signed link; GET /export.zip, a plain `<a download>` so the browser streams
 * it to disk, needs the same session and that link's signature instead of the header.
 */
export const accountExportRoutes = new Hono<AppEnv>()
  .post('/export', async (c) => {
    const user = requireUser(c)
    const { db, clock } = c.get('deps')
    await hitRateLimit(db, `account:user:${user.id}`, RATE_RULES.accountPerUser, clock())
    const expires = String(clock().getTime() + EXPORT_LINK_MS)
    const sig = signature(c.get('sessionHash') ?? '', user.id, expires)
    return c.json({
      success: true as const,
      downloadUrl: `/api/account/export.zip?expires=${expires}&sig=${sig}`,
    })
  })
  .get('/export.zip', async (c) => {
    const user = requireUser(c)
    const { db, clock, storage } = c.get('deps')
    const query = parseOr400(exportDownloadQuery, {
      expires: c.req.query('expires') ?? '',
      sig: c.req.query('sig') ?? '',
    })
    const now = clock()
    const expected = signature(c.get('sessionHash') ?? '', user.id, query.expires)
    if (!sameHex(expected, query.sig) || Number(query.expires) <= now.getTime()) {
      throw ApiError.user(403, ACCOUNT_MSG.exportLinkDead)
    }
    const data = await exportData(db, user.id, now)
    c.get('log').info({ userId: user.id, files: data.files.length }, 'data exported')
    const day = now.toISOString().slice(0, 10)
    return c.body(toStream(zipStream(exportEntries(storage, data, now))), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="seen-data-${day}.zip"`,
      'Cache-Control': 'private, no-store',
    })
  })
