import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb'
import type { OutboxEntry } from './entry'

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { seq: number } }
}

/** One database per user, so another account on the same browser never sends these. */
export const outboxDbName = (username: string) => `seen-outbox:${username}`

/** The Web Lock held while one context (a tab, the service worker) sends this outbox. */
export const outboxLockName = outboxDbName

/** The outbox name of guests ('guest' is reserved: no user has it). */
export const GUEST_OUTBOX = 'guest'

export type OutboxDb = IDBPDatabase<OutboxSchema>

export async function openOutboxDb(username: string): Promise<OutboxDb> {
  const db: OutboxDb = await openDB<OutboxSchema>(outboxDbName(username), 1, {
    upgrade(upgrading) {
      upgrading
        .createObjectStore('entries', { keyPath: 'id' })
        .createIndex('seq', 'seq', { unique: true })
    },
    // Logging out in another tab deletes this database: let go of it instead of blocking that.
    blocking() {
      db.close()
    },
  })
  return db
}

export const deleteOutboxDb = (username: string) => deleteDB(outboxDbName(username))

/** Every entry, oldest first. */
export const listEntries = (db: OutboxDb) => db.getAllFromIndex('entries', 'seq')

/** Stores a new entry with the next `seq` (in one transaction, so two tabs never share one). */
export async function addEntry(
  db: OutboxDb,
  entry: Omit<OutboxEntry, 'seq'>,
): Promise<OutboxEntry> {
  const tx = db.transaction('entries', 'readwrite')
  const last = await tx.store.index('seq').openCursor(null, 'prev')
  const stored = { ...entry, seq: (last?.value.seq ?? 0) + 1 }
  await tx.store.add(stored)
  await tx.done
  return stored
}

export async function putEntry(db: OutboxDb, entry: OutboxEntry): Promise<void> {
  await db.put('entries', entry)
}

export async function deleteEntry(db: OutboxDb, id: string): Promise<void> {
  await db.delete('entries', id)
}

/** Replaces one entry by another in one step (a coalesced toggle gets a new key). */
export async function replaceEntry(db: OutboxDb, oldId: string, entry: OutboxEntry) {
  const tx = db.transaction('entries', 'readwrite')
  await tx.store.delete(oldId)
  await tx.store.put(entry)
  await tx.done
}
