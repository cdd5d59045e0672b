import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { FIND_ME_PREFIX, HUMAN_VERSION, TFJS_VERSION } from '../src/features/find-me/assets'
import { worker } from './scope'

const CACHE_PREFIX = 'seen-find-me-files-'
const CACHE = `${CACHE_PREFIX}${HUMAN_VERSION}-${TFJS_VERSION}`
/** The worker's chunk, left out of the precache by vite.config.ts: Human and tfjs, 1.5 MB. */
const WORKER = /^\/assets\/find-me\.worker-[\w-]+\.js$/
/** Four model files, the one .wasm tfjs picks and the worker, with room for a previous worker. */
const MAX_FILES = 8

/**
 * The face engine's worker, models and .wasm files (about 9.6 MB), stored at first use rather
 * than precached, so that no page's first load nor the app's install pays for them and "Find me"
 * still works offline after one search. Their paths carry the package versions (the worker's, its
 * hash): a stored copy is always right, a worker of an earlier build ages out, and the copies of
 * older package versions go when this service worker takes over.
 */
export function serveFindMeFiles() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === worker.location.origin &&
      (url.pathname.startsWith(FIND_ME_PREFIX) || WORKER.test(url.pathname)),
    new CacheFirst({
      cacheName: CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: MAX_FILES, purgeOnQuotaError: true })],
    }),
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
