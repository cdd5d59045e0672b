/**
 * The faces "Find me" found (docs/decisions/185-find-me-on-device.md), kept on this device only:
 * each scanned photo's face descriptors by appearance and image path, so a repeat search scans
 * only new photos, and the selfie's descriptor until "Forget my face". Here, not in the feature,
 * so that logging out (user-data.ts) drops it without loading the face engine.
 */
import { deleteDB } from 'idb'
import { smallDb } from './small-db'

const DB_NAME = 'seen-find-me'
const PHOTOS = 'photo-faces'
const SELFIE = 'selfie'
const SELFIE_KEY = 'current'

const using = smallDb(DB_NAME, [PHOTOS, SELFIE])

/** A photo's key: the appearance's short name and the path of the rendition scanned. */
export const photoFacesKey = (shortName: string, imagePath: string) => `${shortName} ${imagePath}`

/** The descriptors stored for each of `keys` (undefined for a photo not scanned yet). */
export const readPhotoFaces = (keys: string[]) =>
  using(async (db) => {
    const tx = db.transaction(PHOTOS)
    const found = await Promise.all(keys.map((key) => tx.store.get(key)))
    await tx.done
    return found as (Float32Array[] | undefined)[]
  })

export const storePhotoFaces = (key: string, faces: Float32Array[]) =>
  using((db) => db.put(PHOTOS, faces, key))

export const readSelfie = () =>
  using((db) => db.get(SELFIE, SELFIE_KEY) as Promise<Float32Array | undefined>)

export const storeSelfie = (descriptor: Float32Array) =>
  using((db) => db.put(SELFIE, descriptor, SELFIE_KEY))

/** "Forget my face": the selfie's descriptor goes at once; the photos' faces stay. */
export const forgetSelfie = () => using((db) => db.delete(SELFIE, SELFIE_KEY))

/** Drops everything "Find me" stored (logout). */
export const deleteFaceDescriptors = () => deleteDB(DB_NAME)
