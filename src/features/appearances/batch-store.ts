import { useSyncExternalStore } from 'react'
import { observeOutbox, type SendState, type SentPhoto } from './batch-progress-model'

/** The photos of this page's batches, for the progress panel (kept until it is closed). */
let photos: readonly SentPhoto[] = []
const listeners = new Set<() => void>()

function publish(next: readonly SentPhoto[]) {
  if (next === photos) return
  photos = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const batchStore = {
  add(added: readonly SentPhoto[]) {
    publish([...photos, ...added])
  },
  /** A directly uploaded photo's outcome. */
  settle(key: string, state: SendState) {
    publish(photos.map((photo) => (photo.key === key ? { ...photo, state } : photo)))
  },
  observe(entries: Parameters<typeof observeOutbox>[1]) {
    const next = observeOutbox(photos, entries)
    if (next.some((photo, i) => photo !== photos[i])) publish(next)
  },
  clear() {
    publish([])
  },
}

export const useBatchPhotos = () => useSyncExternalStore(subscribe, () => photos)
