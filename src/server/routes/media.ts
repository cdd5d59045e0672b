import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import type { AppEnv } from '../context'
import { failure } from '../http/errors'
import { MEDIA_PREFIX } from '../storage'
import { contentTypeForKey } from '../storage/media-storage'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The storage key of a request path; undefined when it cannot be one (bad escapes). */
function keyOf(requestPath: string): string | undefined {
  const raw = requestPath.slice(MEDIA_PREFIX.length)
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * GET (and HEAD) /media/<key>: stored photos under random names, so they never change and are
 * cached for a year. They stream from the store with an ETag (If-None-Match: 304) and byte
 * ranges (206). With MEDIA_CDN_URL and MEDIA_REDIRECT the browser is sent to the CDN instead.
 * Storage validates the key (no traversal, known extensions only); no folder is listed.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const { storage, config } = c.get('deps')
  const key = keyOf(c.req.path)
  const contentType = key ? contentTypeForKey(key) : undefined
  if (!key || !contentType) return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  if (config.MEDIA_REDIRECT && config.MEDIA_CDN_URL) {
    c.header('Cache-Control', IMMUTABLE)
    return c.redirect(`${config.MEDIA_CDN_URL.replace(/\/+$/, '')}/${key}`, 301)
  }
  const read = await storage.read(
    key,
    { range: c.req.header('range'), ifNoneMatch: c.req.header('if-none-match') },
    {
      'Content-Type': contentType,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  )
  if (!read) return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  if (c.req.method === 'HEAD' && read.body instanceof ReadableStream) await read.body.cancel()
  const body = c.req.method === 'HEAD' ? null : read.body
  return c.newResponse(body, read.status, read.headers)
})
