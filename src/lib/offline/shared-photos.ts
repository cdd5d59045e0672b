/**
 * Photos shared to the app from the phone's gallery (Web Share Target, issue 19), kept in
 * IndexedDB by the service worker until the person queues them for a Seen or discards them.
 * They belong to the device, not to an account: nobody has chosen where they go yet.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import type { ShareOutcome } from '~/shared/share-target'
import { isClipFile, isImageFile } from '../images/image-file'

interface SharedPhotoRecord {
  id: string
  /** Order of arrival, so the photos come back as they were shared. */
  sharedAt: number
  name: string
  type: string
  lastModified: number
  /** A Blob (a File's name does not survive every structured clone). */
  data: Blob
}

interface SharedPhotosSchema extends DBSchema {
  photos: { key: string; value: SharedPhotoRecord; indexes: { sharedAt: number } }
}

export const SHARED_PHOTOS_DB = 'seen-shared-photos'

async function openSharedPhotos(): Promise<IDBPDatabase<SharedPhotosSchema>> {
  return openDB<SharedPhotosSchema>(SHARED_PHOTOS_DB, 1, {
    upgrade(db) {
      db.createObjectStore('photos', { keyPath: 'id' }).createIndex('sharedAt', 'sharedAt')
    },
  })
}

export interface SharedSelection {
  photos: File[]
  notPhotos: number
  overLimit: number
}

/**
 * Which of the shared form values to keep: files that are photos or clips, up to the batch
 * limit counting those already waiting. Text values (a title, a link) are not files and are
 * ignored; empty files are neither.
 */
export function selectSharedPhotos(
  values: readonly (File | string)[],
  waiting: number,
  limit: number = BATCH_PHOTO_LIMIT,
): SharedSelection {
  const photos: File[] = []
  let notPhotos = 0
  let overLimit = 0
  for (const value of values) {
    if (typeof value === 'string') continue
    if (value.size === 0 || !(isImageFile(value) || isClipFile(value))) notPhotos += 1
    else if (waiting + photos.length >= limit) overLimit += 1
    else photos.push(value)
  }
  return { photos, notPhotos, overLimit }
}

/**
 * Keeps the shared photos beside any still waiting (all in one transaction: a full disk keeps
 * none of this share and loses none of the earlier ones).
 */
export async function keepSharedPhotos(
  values: readonly (File | string)[],
  now: number = Date.now(),
): Promise<ShareOutcome> {
  const db = await openSharedPhotos()
  try {
    const tx = db.transaction('photos', 'readwrite')
    const waiting = await tx.store.count()
    const last = await tx.store.index('sharedAt').openCursor(null, 'prev')
    // After every waiting photo, even when two shares come within one millisecond.
    const first = Math.max(now, (last?.value.sharedAt ?? 0) + 1)
    const { photos, notPhotos, overLimit } = selectSharedPhotos(values, waiting)
    await Promise.all([
      ...photos.map((file, index) =>
        tx.store.put({
          id: crypto.randomUUID(),
          sharedAt: first + index,
          name: file.name,
          type: file.type,
          lastModified: file.lastModified,
          data: file,
        }),
      ),
      tx.done,
    ])
    return { kept: photos.length, notPhotos, overLimit }
  } finally {
    db.close()
  }
}

/** The photos waiting, in the order they were shared. */
export async function readSharedPhotos(): Promise<File[]> {
  const db = await openSharedPhotos()
  try {
    const records = await db.getAllFromIndex('photos', 'sharedAt')
    return records.map(
      (r) => new File([r.data], r.name, { type: r.type, lastModified: r.lastModified }),
    )
  } finally {
    db.close()
  }
}

/** Forgets every waiting photo: they were queued for a Seen, or the person discarded them. */
export async function clearSharedPhotos(): Promise<void> {
  const db = await openSharedPhotos()
  try {
    await db.clear('photos')
  } finally {
    db.close()
  }
}
