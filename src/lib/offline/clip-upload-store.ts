/**
 * Where a queued clip's tus upload URL is kept, by the outbox entry's key (clip-upload.ts), and
 * whether its bytes are all on the server. Apart from the tus code, so that logging out can
 * drop it without loading the uploader.
 */
import { deleteDB } from 'idb'
import { smallDb } from './small-db'

export interface StoredUpload {
  url: string
  finished: boolean
  savedAt: number
}

const DB_NAME = 'seen-clip-uploads'
const STORE = 'uploads'

const using = smallDb(DB_NAME, [STORE])

export const readStoredUpload = (key: string) =>
  using((db) => db.get(STORE, key) as Promise<StoredUpload | undefined>)

export const storeUpload = (key: string, upload: StoredUpload) =>
  using((db) => db.put(STORE, upload, key))

/** Forgets the upload of entry `key` once its appearance is posted. */
export const forgetClipUpload = (key: string) => using((db) => db.delete(STORE, key))

/** Drops every kept upload URL (logout: the outbox that named them is gone). */
export const deleteClipUploads = () => deleteDB(DB_NAME)
