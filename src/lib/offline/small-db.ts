/**
 * A small IndexedDB database of plain key-value stores, opened for one piece of work and closed
 * at once, so that deleting it (at logout) is never blocked by a connection left open.
 */
import { type IDBPDatabase, openDB } from 'idb'

export function smallDb(name: string, stores: readonly string[]) {
  const open = () =>
    openDB(name, 1, {
      upgrade(db) {
        for (const store of stores) db.createObjectStore(store)
      },
    })
  return async function using<T>(work: (db: IDBPDatabase) => Promise<T>): Promise<T> {
    const db = await open()
    try {
      return await work(db)
    } finally {
      db.close()
    }
  }
}
