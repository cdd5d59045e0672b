import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/**
 * Small values kept on this browser for one person (a guest: null), such as how far their
 * photo batches got. In IndexedDB rather than localStorage: a write is on disk once its
 * transaction ends, where localStorage may lose the last writes when the browser is killed.
 * Keys are `[username, name]`, so one person's items are a key range of their own, wiped with
 * the rest of their data at logout.
 */
interface UserItemsSchema extends DBSchema {
  items: { key: [string, string]; value: unknown }
}

const DB_NAME = 'seen-user-items'
// Page-wide: one connection to the one database, whose keys say whose each item is.
let opening: Promise<IDBPDatabase<UserItemsSchema>> | null = null

function database() {
  opening ??= openDB<UserItemsSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('items')
    },
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

const owner = (username: string | null) => username ?? ''

/** The stored value, or undefined (also when storage is unavailable). */
export async function readUserItem(username: string | null, name: string): Promise<unknown> {
  try {
    return await (await database()).get('items', [owner(username), name])
  } catch {
    return undefined
  }
}

/** Stores `value` (undefined removes it); a failure only costs the remembered value. */
export async function writeUserItem(username: string | null, name: string, value: unknown) {
  try {
    const db = await database()
    if (value === undefined) await db.delete('items', [owner(username), name])
    else await db.put('items', value, [owner(username), name])
  } catch {
    // Storage unavailable or full: the value is simply not remembered.
  }
}

/** Removes every item of `username`. */
export async function removeUserItems(username: string) {
  try {
    // Arrays sort after strings: [name, []] is above every [name, item].
    await (await database()).delete('items', IDBKeyRange.bound([username], [username, []]))
  } catch {
    // Nothing was kept.
  }
}
