import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

import { IMAGE_CACHE } from '../src/lib/offline/image-cache'

const MAX_IMAGES = 400
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Reduced and thumbnail photos (`<id>-reduced.webp`, `<id>-thumb.webp`), not the originals. */
export const isCachedImage = (url: URL) => /^\/media\/.+-(reduced|thumb)\.webp$/.test(url.pathname)

/**
 * Photos never change (random names, docs/architecture/media.md), so a stored copy is always right:
 * answered from the cache, the oldest dropped beyond 400 or 30 days, everything dropped when
 * storage is full. Only 200 answers are stored. No API answer is cached here: the query cache owns
 * data.
 */
export function serveImages() {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isCachedImage(url),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: MAX_IMAGES,
          maxAgeSeconds: MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  )
}
