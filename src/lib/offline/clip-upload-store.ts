/**
 * Where a queued clip's tus upload URL is kept, by the outbox entry's key (clip-upload.ts), and
 * whether its bytes are all on the server. Apart from the tus code, so that logging out can
 * drop it without loading the uploader.
 */
import { deleteDB } from 'idb'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
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

/** What a DELETE of an upload may take before it is left to the server's expiry. */
const ABANDON_TIMEOUT_MS = 10_000

/**
 * Ends entry `key`'s upload on the server (a tus DELETE, a guest outbox's marked as its sends
 * are: sendAsGuest) and forgets its URL: a clip dismissed after a refusal would otherwise hold
 * one of its poster's open uploads (CLIP_LIMITS.openUploads) for the day the server keeps it.
 * A DELETE that fails leaves the upload to that expiry; nothing waits for it.
 */
export async function abandonClipUpload(key: string, asGuest: boolean) {
  const stored = await readStoredUpload(key).catch(() => undefined)
  if (!stored) return
  await fetch(stored.url, {
    method: 'DELETE',
    headers: {
      'Tus-Resumable': '1.0.0',
      'X-CSRF': '1',
      ...(asGuest ? { [GUEST_SENDER_HEADER]: '1' } : {}),
    },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(ABANDON_TIMEOUT_MS),
  }).catch(() => undefined)
  await forgetClipUpload(key).catch(() => undefined)
}

/** Drops every kept upload URL (logout: the outbox that named them is gone). */
export const deleteClipUploads = () => deleteDB(DB_NAME)
