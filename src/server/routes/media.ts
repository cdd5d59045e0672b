import { Hono } from 'hono'
import { MSG } from '~/shared/messages'
import { viewerOf } from '../appearances/guest-session'
import type { AppEnv } from '../context'
import { failure } from '../http/errors'
import type { MediaAccess } from '../policy'
import { MEDIA_PREFIX } from '../storage'
import { mediaAccess } from '../storage/media-access'
import { contentTypeForKey } from '../storage/media-storage'

/**
 * Renditions never change under their random names, so a browser keeps them. What anyone may
 * see is shared-cacheable for a minute only (`s-maxage`), so a proxy or CDN in front asks again
 * once a photo is hidden, rejected, removed or its Seen turned private; what only some may see
 * is never stored by a shared cache and is revalidated (ETag, 304) by the browser after a minute.
 */
export const MEDIA_CACHE: Record<Exclude<MediaAccess, 'denied'>, string> = {
  public: 'public, max-age=31536000, s-maxage=60, immutable',
  private: 'private, max-age=60',
}

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
 * kept by browsers (see MEDIA_CACHE). Each read asks who may see it (src/server/policy/
 * media-policy.ts); a viewer who may not gets the same 404 as for a key that does not exist.
 * They stream from the store with an ETag (If-None-Match: 304) and byte ranges (206). With
 * MEDIA_CDN_URL and MEDIA_REDIRECT the browser is sent to the CDN for public renditions only.
 * Storage validates the key (no traversal, known extensions only); no folder is listed.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const { storage, config } = c.get('deps')
  const key = keyOf(c.req.path)
  const contentType = key ? contentTypeForKey(key) : undefined
  if (!key || !contentType) return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  const access = await mediaAccess(c.get('deps').db, key, viewerOf(c))
  if (access === 'denied') {
    c.header('Cache-Control', 'private, no-store')
    return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  }
  if (access === 'public' && config.MEDIA_REDIRECT && config.MEDIA_CDN_URL) {
    c.header('Cache-Control', MEDIA_CACHE.public)
    return c.redirect(`${config.MEDIA_CDN_URL.replace(/\/+$/, '')}/${key}`, 301)
  }
  const read = await storage.read(
    key,
    { range: c.req.header('range'), ifNoneMatch: c.req.header('if-none-match') },
    {
      'Content-Type': contentType,
      'Cache-Control': MEDIA_CACHE[access],
      'X-Content-Type-Options': 'nosniff',
    },
  )
  if (!read) return c.json(failure({ userMessage: [MSG.notFound] }), 404)
  if (c.req.method === 'HEAD' && read.body instanceof ReadableStream) await read.body.cancel()
  const body = c.req.method === 'HEAD' ? null : read.body
  return c.newResponse(body, read.status, read.headers)
})
