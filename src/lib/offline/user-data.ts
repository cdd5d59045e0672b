import { readItem, writeItem } from '../local-store'
import { deleteClipUploads } from './clip-upload-store'
import { deleteFaceDescriptors } from './face-descriptors'
import { IMAGE_CACHE } from './image-cache'
import { deleteOutboxDb } from './outbox-db'
import { cacheKeyFor, removeCachedClient } from './persister'
import { removeUserItems } from './user-items'

const LAST_USER_KEY = 'seen.offline.user'

/** Who was signed in last on this browser: whose cache to show when the server cannot say. */
export const rememberedUser = (): string | null => readItem(LAST_USER_KEY) || null

export const rememberUser = (username: string | null) => writeItem(LAST_USER_KEY, username ?? '')

/** Drops every stored photo, so the next person on this browser cannot read them offline. */
export async function clearImageCache() {
  await globalThis.caches?.delete(IMAGE_CACHE).catch(() => false)
}

/**
 * Removes what this browser keeps for a user: the persisted cache, the outbox (with its clips'
 * upload URLs), the photos, their items, the faces "Find me" found.
 */
export async function wipeUserData(username: string) {
  if (rememberedUser() === username) rememberUser(null)
  await Promise.all([
    removeUserItems(username),
    removeCachedClient(cacheKeyFor(username)),
    deleteOutboxDb(username),
    deleteClipUploads().catch(() => undefined),
    deleteFaceDescriptors().catch(() => undefined),
    clearImageCache(),
  ])
}

/** Removes the user's persisted cache and photos; queued actions wait for their next sign-in. */
export async function forgetCachedData(username: string) {
  if (rememberedUser() === username) rememberUser(null)
  await Promise.all([removeCachedClient(cacheKeyFor(username)), clearImageCache()])
}

/**
 * Asks the browser not to evict our storage under pressure (after sign-in,
 * docs/architecture/offline.md).
 */
export function requestPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false)
}
