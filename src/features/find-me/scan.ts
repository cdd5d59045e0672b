/**
 * The scan of "Find my photos" (docs/decisions/185-find-me-on-device.md): every photo of a Seen
 * is compared with the selfie's face, on the device. A photo's faces are described once and kept
 * in IndexedDB, so a second search (or one after a new photo) costs only what is new; photos the
 * device cannot reach (offline, not saved) are counted, not guessed.
 */
import { photoFacesKey } from '~/lib/offline/face-descriptors'

/** One photo as the scan reads it: the reduced rendition (thumbnails are too small for faces). */
export interface ScanPhoto {
  shortName: string
  headline: string
  /** The reduced rendition: scanned, and shown in the results. */
  reducedPath: string
  /** What "Open" and "Download" give: the largest rendition the viewer may read. */
  fullPath: string
}

export interface ScanMatch {
  photo: ScanPhoto
  /** How alike the best face in it is to the selfie (0..1). */
  score: number
}

export interface ScanProgress {
  scanned: number
  total: number
  /** Best first. */
  matches: ScanMatch[]
  unreachable: number
}

/** What the scan needs from the device; tests give their own. */
export interface ScanDevice {
  facesIn(image: Blob): Promise<Float32Array[]>
  /** The photo's bytes, or null when it cannot be reached now. */
  fetchImage(path: string): Promise<Blob | null>
  readFaces(keys: string[]): Promise<(Float32Array[] | undefined)[]>
  storeFaces(key: string, faces: Float32Array[]): Promise<void>
  /** Resolves when the scan may go on: the page visible, the main thread idle. */
  turn(): Promise<void>
  /** How alike two descriptors are (0..1), and from which score it is the same person. */
  similarity(a: Float32Array, b: Float32Array): number
  threshold: number
}

/** Where a photo's faces are kept on this device (by appearance and the rendition scanned). */
export const facesKey = (photo: ScanPhoto) => photoFacesKey(photo.shortName, photo.reducedPath)

const best = (selfie: Float32Array, faces: Float32Array[], device: ScanDevice) =>
  faces.reduce((top, face) => Math.max(top, device.similarity(selfie, face)), 0)

/**
 * Scans `photos` for `selfie`, telling `onProgress` after every photo; resolves with the last
 * progress. Photos already described on this device come first and cost nothing. An aborted
 * signal stops after the photo in hand.
 */
export async function scanPhotos(
  photos: readonly ScanPhoto[],
  selfie: Float32Array,
  device: ScanDevice,
  onProgress: (progress: ScanProgress) => void,
  signal?: AbortSignal,
): Promise<ScanProgress> {
  const progress: ScanProgress = { scanned: 0, total: photos.length, matches: [], unreachable: 0 }
  const note = (photo: ScanPhoto, faces: Float32Array[]) => {
    progress.scanned += 1
    const score = best(selfie, faces, device)
    if (score >= device.threshold) {
      progress.matches = [...progress.matches, { photo, score }].sort((a, b) => b.score - a.score)
    }
  }
  const known = await device
    .readFaces(photos.map(facesKey))
    .catch(() => photos.map(() => undefined))
  const fresh: ScanPhoto[] = []
  photos.forEach((photo, index) => {
    const faces = known[index]
    if (faces) note(photo, faces)
    else fresh.push(photo)
  })
  onProgress({ ...progress })
  for (const photo of fresh) {
    if (signal?.aborted) break
    await device.turn()
    if (signal?.aborted) break
    const image = await device.fetchImage(photo.reducedPath)
    if (!image) {
      progress.scanned += 1
      progress.unreachable += 1
    } else {
      const faces = await device.facesIn(image)
      await device.storeFaces(facesKey(photo), faces).catch(() => undefined)
      note(photo, faces)
    }
    onProgress({ ...progress })
  }
  return { ...progress }
}
