import { sendQueuedInBackground } from '../src/lib/offline/background-send'
import { OUTBOX_CHANNEL, SYNC_TAG } from '../src/lib/offline/sync-tag'
import { worker } from './scope'

interface SyncEvent extends ExtendableEvent {
  tag: string
}

/**
 * Background Sync (where the browser has it) wakes the worker when the connection returns.
 * Open pages are asked to send their outbox: they also update what they show. With no page
 * open the worker sends it itself (`background-send.ts`); when something is left for later the
 * sync fails, so the browser tries again.
 */
/**
 * A page opened while the run was sending read the outbox before it changed: it reads it again
 * (lib/offline/triggers.ts), and data shown for what was sent is fetched again.
 */
function announceChange() {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

export function relayBackgroundSync() {
  worker.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent
    if (sync.tag !== SYNC_TAG) return
    sync.waitUntil(
      worker.clients.matchAll({ type: 'window' }).then(async (pages) => {
        for (const page of pages) page.postMessage(SYNC_TAG)
        if (pages.length > 0) return
        const outcome = await sendQueuedInBackground({
          fetch: (input, init) => worker.fetch(input, init),
          origin: worker.location.origin,
          locks: worker.navigator.locks,
        }).finally(announceChange)
        if (outcome === 'retry') throw new Error('Some queued actions wait for a later sync.')
      }),
    )
  })
}
