import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { readItem, removeItem, writeItem } from '~/lib/local-store'
import { scopeUser, userItemKey } from '~/lib/offline'
import { observeOutbox, type SendState, type SentPhoto } from './batch-progress-model'

/**
 * The photos of this person's batches, for the progress panel (kept until it is closed). They
 * are kept on the device for whoever the page is for (a guest or a user), so after a reload or
 * a browser restart the panel still says how far the batch got; a logout wipes them.
 */
let photos: readonly SentPhoto[] = []
/** Whose photos `photos` are; undefined until first read. */
let owner: string | null | undefined
const listeners = new Set<() => void>()

const STORED = v.array(
  v.object({
    key: v.string(),
    fileName: v.string(),
    seenShortName: v.string(),
    state: v.picklist(['waiting', 'sent', 'failed', 'removed']),
    direct: v.boolean(),
  }),
)
const storageKey = (username: string | null) => userItemKey(username, 'batch')

function read(username: string | null): readonly SentPhoto[] {
  const text = readItem(storageKey(username))
  if (!text) return []
  try {
    const parsed = v.safeParse(STORED, JSON.parse(text))
    // A photo sent directly (no outbox) cannot be followed after a reload: it is left out.
    return parsed.success ? parsed.output.filter((photo) => !photo.direct) : []
  } catch {
    return []
  }
}

function publish(next: readonly SentPhoto[]) {
  if (next === photos) return
  photos = next
  const username = owner ?? scopeUser()
  owner = username
  if (next.length === 0) removeItem(storageKey(username))
  else writeItem(storageKey(username), JSON.stringify(next))
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const batchStore = {
  /** Shows the batches of whoever the page is now for (their outbox has opened). */
  follow(username: string | null) {
    if (owner === username) return
    owner = username
    photos = read(username)
    for (const listener of listeners) listener()
  },
  add(added: readonly SentPhoto[]) {
    publish([...photos, ...added])
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
}

export const useBatchPhotos = () => useSyncExternalStore(subscribe, () => photos)
