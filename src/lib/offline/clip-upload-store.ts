/**
 * Where a queued clip's tus upload URL is kept, by the outbox entry's key (clip-upload.ts), and
 * whether its bytes are all on the server. Apart from the tus code, so that logging out can
 * drop it without loading the uploader.
 */
import { deleteDB, openDB } from 'idb'

export interface StoredUpload {
  url: string
  finished: boolean
  savedAt: number
}

const DB_NAME = 'seen-clip-uploads'
const STORE = 'uploads'

const database = () =>
  openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE)
    },
  })

async function using<T>(work: (db: Awaited<ReturnType<typeof database>>) => Promise<T>) {
  const db = await database()
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

export const readStoredUpload = (key: string) =>
  using((db) => db.get(STORE, key) as Promise<StoredUpload | undefined>)

export const storeUpload = (key: string, upload: StoredUpload) =>
  using((db) => db.put(STORE, upload, key))

/** Forgets the upload of entry `key` once its appearance is posted. */
export const forgetClipUpload = (key: string) => using((db) => db.delete(STORE, key))

/** Drops every kept upload URL (logout: the outbox that named them is gone). */
export const deleteClipUploads = () => deleteDB(DB_NAME)
