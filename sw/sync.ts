import { SYNC_TAG } from '../src/lib/offline/sync-tag'
import { worker } from './scope'

interface SyncEvent extends ExtendableEvent {
  tag: string
}

/**
 * Background Sync (where the browser has it) wakes the worker when the connection returns; it
 * asks the open pages to send their outbox. With no page open, the outbox waits for the next
 * start, which replays it first.
 */
export function relayBackgroundSync() {
  worker.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent
    if (sync.tag !== SYNC_TAG) return
    sync.waitUntil(
      worker.clients.matchAll({ type: 'window' }).then((pages) => {
        for (const page of pages) page.postMessage(SYNC_TAG)
      }),
    )
  })
}
