import { clientsClaim } from 'workbox-core'
import { worker } from './scope'

/**
 * A new version waits until the page asks it to take over (its "Reload" button sends
 * SKIP_WAITING); once active, it controls the open pages at once.
 */
export function acceptUpdates() {
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
      void worker.skipWaiting()
    }
  })
  clientsClaim()
}
