import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { type DBSchema, openDB } from 'idb'

interface CacheSchema extends DBSchema {
  clients: { key: string; value: PersistedClient }
}

const DB_NAME = 'seen-query-cache'
const WRITE_DELAY_MS = 1_000

const openCacheDb = () =>
  openDB<CacheSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('clients')
    },
  })

/** The key of a signed-in user's cache; a guest's cache is kept apart. */
export const cacheKeyFor = (username: string | null) =>
  username === null ? 'guest' : `user:${username}`

/** A stored value that is not a persisted client (corrupt, or an old format) is not restored. */
function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false
  const { timestamp, buster, clientState } = value as Partial<PersistedClient>
  return (
    typeof timestamp === 'number' &&
    typeof buster === 'string' &&
    Array.isArray(clientState?.queries) &&
    Array.isArray(clientState?.mutations)
  )
}

/**
 * An asynchronous IndexedDB persister for one user's cache. Saves are throttled (at most one
 * write per second, the last state wins, one write at a time) and flushed when the page is
 * hidden; a write refused for lack of space drops the stored copy instead of keeping a stale one.
 */
export function createIdbPersister(key: string): Persister & { flush: () => Promise<void> } {
  let latest: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWrite = 0

  let writing: Promise<void> = Promise.resolve()

  async function write(client: PersistedClient) {
    const db = await openCacheDb()
    try {
      const store = db.transaction('clients', 'readwrite').store
      // The page before a navigation may finish its last write after the next page has saved
      // newer data (the old document's write lands late): an older copy never replaces it.
      const stored: unknown = await store.get(key)
      if (isPersistedClient(stored) && stored.timestamp > client.timestamp) return
      await store.put(client, key)
    } catch (error) {
      // Only a full disk drops the stored copy; a write cut short (the page going away) keeps
      // the last one that was saved.
      if (error instanceof DOMException && error.name === 'QuotaExceededError') {
        await db.delete('clients', key).catch(() => undefined)
      }
    } finally {
      db.close()
    }
  }

  /** Writes the latest state now, after any write still running (never an older one last). */
  function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    lastWrite = Date.now()
    const client = latest
    latest = null
    if (client) writing = writing.then(() => write(client))
    return writing
  }

  return {
    persistClient(client) {
      // Throttled, not debounced: the first change is saved at once (a reload may follow
      // quickly) and a steady stream of changes is still saved once a second.
      latest = client
      if (timer !== undefined) return
      const wait = Math.max(0, lastWrite + WRITE_DELAY_MS - Date.now())
      timer = setTimeout(() => {
        timer = undefined
        void flush()
      }, wait)
    },
    async restoreClient() {
      const db = await openCacheDb()
      try {
        const stored: unknown = await db.get('clients', key)
        if (isPersistedClient(stored)) return stored
        if (stored !== undefined) await db.delete('clients', key)
        return undefined
      } finally {
        db.close()
      }
    },
    async removeClient() {
      latest = null
      clearTimeout(timer)
      timer = undefined
      await removeCachedClient(key)
    },
    flush,
  }
}

export async function removeCachedClient(key: string) {
  const db = await openCacheDb()
  try {
    await db.delete('clients', key)
  } finally {
    db.close()
  }
}
