import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import type { AppEnv } from '../context'
import { failure } from '../http/errors'
import { MEDIA_PREFIX } from '../storage'

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
 * cached for a year. Storage validates the key (no traversal, known extensions only); there is
 * no listing of any folder.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = keyOf(c.req.path)
  const item = key ? await c.get('deps').storage.get(key) : null
  if (!item) return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  c.header('Content-Type', item.contentType)
  c.header('Content-Length', String(item.data.length))
  c.header('Cache-Control', IMMUTABLE)
  c.header('X-Content-Type-Options', 'nosniff')
  if (c.req.method === 'HEAD') return c.body(null)
  return c.body(new Uint8Array(item.data))
})
