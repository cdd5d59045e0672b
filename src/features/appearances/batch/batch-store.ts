import { useSyncExternalStore } from 'react'
import { readUserItem, scopeUser, sendsGuestLeftovers, writeUserItem } from '~/lib/offline'
import {
  batchDone,
  observeOutbox,
  restoredBatch,
  type SendState,
  type SentPhoto,
} from './batch-progress-model'

/**
 * The photos of this person's batches, for the progress panel (kept until it is closed). They
 * are kept on the device for whoever the page is for (a guest or a user), so after a reload or
 * a browser restart the panel still says how far the batch got; a logout wipes them.
 */
let photos: readonly SentPhoto[] = []
/** Whose photos `photos` are; undefined until the page knows. */
let owner: string | null | undefined
let writes: Promise<void> = Promise.resolve()
const listeners = new Set<() => void>()
const ITEM = 'batch'

function notify() {
  for (const listener of listeners) listener()
}

function publish(next: readonly SentPhoto[]) {
  if (next === photos) return
  photos = next
  const username = owner === undefined ? scopeUser() : owner
  owner = username
  // In order, so that an older list never lands after a newer one.
  writes = writes.then(() => writeUserItem(username, ITEM, next.length > 0 ? next : undefined))
  notify()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const batchStore = {
  /**
   * Shows the batches of whoever the page is now for (their outbox has opened). A signed-in
   * page that still sends what this browser queued as a guest takes over the guest's batch:
   * the guest signed up or logged in while their photos were on the way.
   */
  follow(username: string | null) {
    if (owner === username) return
    owner = username
    photos = []
    notify()
    const adopt = username !== null && sendsGuestLeftovers()
    void Promise.all([
      readUserItem(username, ITEM),
      adopt ? readUserItem(null, ITEM) : undefined,
    ]).then(([own, guest]) => {
      if (owner !== username) return
      const known = new Set(photos.map((photo) => photo.key))
      const restored = [...restoredBatch(own), ...restoredBatch(guest)].filter(
        (photo) => !known.has(photo.key),
      )
      if (restored.length > 0) publish([...restored, ...photos])
      if (adopt) writes = writes.then(() => writeUserItem(null, ITEM, undefined))
    })
  },
  /** A new batch joins one still on its way; one that is all through is left behind. */
  add(added: readonly SentPhoto[]) {
    publish([...(batchDone(photos) ? [] : photos), ...added])
  },
  /** A directly uploaded photo's outcome. */
  settle(key: string, state: SendState) {
    publish(photos.map((photo) => (photo.key === key ? { ...photo, state } : photo)))
  },
  /** A refused photo queued again under a new key. */
  resent(oldKey: string, newKey: string) {
    publish(
      photos.map((photo) =>
        photo.key === oldKey ? { ...photo, key: newKey, state: 'waiting' as const } : photo,
      ),
    )
  },
  observe(entries: Parameters<typeof observeOutbox>[1]) {
    const next = observeOutbox(photos, entries)
    if (next.some((photo, i) => photo !== photos[i])) publish(next)
  },
  clear() {
    publish([])
  },
  /** Settles once what was published so far is stored. */
  stored: () => writes,
}

export const useBatchPhotos = () => useSyncExternalStore(subscribe, () => photos)
