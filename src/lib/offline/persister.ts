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
 * write per second, the last state wins) and flushed when the page is hidden; a failed write
 * (quota) drops the stored copy instead of keeping a stale one.
 */
export function createIdbPersister(key: string): Persister & { flush: () => Promise<void> } {
  let latest: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWrite = 0

  async function flush() {
    clearTimeout(timer)
    timer = undefined
    lastWrite = Date.now()
    const client = latest
    latest = null
    if (!client) return
    const db = await openCacheDb()
    try {
      await db.put('clients', client, key)
    } catch {
      await db.delete('clients', key).catch(() => undefined)
    } finally {
      db.close()
    }
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
