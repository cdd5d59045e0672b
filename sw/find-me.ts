import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { FIND_ME_PREFIX, HUMAN_VERSION, TFJS_VERSION } from '../src/features/find-me/assets'
import { worker } from './scope'

const CACHE_PREFIX = 'seen-find-me-files-'
const CACHE = `${CACHE_PREFIX}${HUMAN_VERSION}-${TFJS_VERSION}`

/**
 * The face engine's models and .wasm files (about 8 MB), stored at first use rather than
 * precached, so that no page's first load pays for them and "Find me" still works offline after
 * one search. Their paths carry the package versions: a stored copy is always right, and the
 * copies of older versions go when this worker takes over.
 */
export function serveFindMeFiles() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === worker.location.origin &&
      url.pathname.startsWith(FIND_ME_PREFIX),
    new CacheFirst({ cacheName: CACHE }),
  )
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
              .map((name) => caches.delete(name)),
          ),
        ),
    )
  })
}
