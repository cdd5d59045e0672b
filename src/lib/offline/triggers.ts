import { onlineManager, type QueryClient } from '@tanstack/react-query'
import type { Outbox } from './outbox'
import { OUTBOX_CHANNEL as CHANNEL, SYNC_TAG } from './sync-tag'

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register: (tag: string) => Promise<void> }
}

/** Asks the browser to wake the service worker when the connection returns (where it can). */
async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return
  const registration: SyncRegistration | undefined = await navigator.serviceWorker
    .getRegistration()
    .catch(() => undefined)
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined)
}

/** Tells other tabs that the outbox changed, and keeps Background Sync armed. */
export function announceWrite() {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage('changed')
    channel.close()
  }
  void requestBackgroundSync()
}

/**
 * Replays the outbox on start, when the connection returns, when the page becomes visible,
 * when the service worker relays a Background Sync, and keeps optimistic changes on screen
 * when a refetch replaces cached data. Returns the function that detaches everything.
 */
export function attachReplayTriggers(outbox: Outbox, client: QueryClient): () => void {
  const drain = () => void outbox.drain()
  const onVisible = () => {
    if (document.visibilityState === 'visible') drain()
  }
  const onWorkerMessage = (event: MessageEvent) => {
    if (event.data === SYNC_TAG) drain()
  }
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  if (channel) channel.onmessage = () => void outbox.reload()
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) drain()
  })
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') outbox.reapply()
  })
  document.addEventListener('visibilitychange', onVisible)
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  // The restored cache may predate the last queued actions: show them again, then send them.
  outbox.reapply()
  drain()
  return () => {
    stopOnline()
    stopCache()
    channel?.close()
    document.removeEventListener('visibilitychange', onVisible)
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
  }
}
