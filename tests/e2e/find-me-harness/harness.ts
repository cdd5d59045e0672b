/**
 * A page for tests/e2e/find-me.spec.ts and bench/find-me.bench.ts only (never part of the app's
 * build): the real face engine and its worker, built by Vite with the app's model and .wasm
 * files, run on photos the test serves. Photos are fetched first (loadPhotos), so that what runs
 * after it, the search, can be watched for requests on its own.
 */
import { type FaceEngine, openFaceEngine } from '~/features/find-me/face-engine'
import { bestSimilarity, MATCH_THRESHOLD, similarity } from '~/features/find-me/similarity'
import {
  photoFacesKey,
  readPhotoFaces,
  readSelfie,
  storePhotoFaces,
  storeSelfie,
} from '~/lib/offline/face-descriptors'

export interface SearchOptions {
  backend: 'auto' | 'wasm'
  /** How many photos to scan, the loaded ones taken in turn (the bench's 500). */
  count: number
}

export interface PhotoScore {
  name: string
  best: number
  faces: number
}

export interface SearchSummary {
  backend: string
  openMs: number
  selfieFound: boolean
  /** Detection and descriptor per photo, in the worker, as the page waits for it. */
  photoMs: number[]
  /** From the start (the worker opened, models loaded) to the first photo at the threshold. */
  firstMatchMs: number | null
  totalMs: number
  scores: PhotoScore[]
}

export interface RepeatSummary {
  ms: number
  matches: number
}

declare global {
  interface Window {
    loadPhotos(selfie: string, photos: string[]): Promise<void>
    search(options: SearchOptions): Promise<SearchSummary>
    repeatSearch(count: number): Promise<RepeatSummary>
    /** Our similarity against Human's own, on the descriptors of the last search. */
    compareWithHuman(): Promise<{ pairs: number; largestDifference: number }>
  }
}

let selfieImage: Blob | null = null
let photos: { name: string; image: Blob }[] = []
const descriptors: Float32Array[] = []

window.loadPhotos = async (selfie, urls) => {
  selfieImage = await (await fetch(selfie)).blob()
  photos = await Promise.all(
    urls.map(async (url) => ({
      name: url.split('/').pop() ?? url,
      image: await (await fetch(url)).blob(),
    })),
  )
}

const keyOf = (i: number) => photoFacesKey(`photo${i}`, photos[i % photos.length]?.name ?? '')

window.search = async ({ backend, count }) => {
  if (!selfieImage) throw new Error('loadPhotos first')
  const started = performance.now()
  let engine: FaceEngine | null = null
  try {
    engine = await openFaceEngine({ backend })
    const openMs = performance.now() - started
    const selfie = await engine.describeSelfie(selfieImage)
    const summary: SearchSummary = {
      backend: engine.backend,
      openMs,
      selfieFound: selfie !== null,
      photoMs: [],
      firstMatchMs: null,
      totalMs: 0,
      scores: [],
    }
    if (!selfie) return summary
    await storeSelfie(selfie)
    descriptors.push(selfie)
    for (let i = 0; i < count; i++) {
      const photo = photos[i % photos.length]
      if (!photo) break
      const before = performance.now()
      const faces = await engine.facesIn(photo.image)
      summary.photoMs.push(performance.now() - before)
      await storePhotoFaces(keyOf(i), faces)
      descriptors.push(...faces)
      const best = bestSimilarity(selfie, faces)
      if (best >= MATCH_THRESHOLD && summary.firstMatchMs === null) {
        summary.firstMatchMs = performance.now() - started
      }
      if (i < photos.length) summary.scores.push({ name: photo.name, best, faces: faces.length })
    }
    summary.totalMs = performance.now() - started
    return summary
  } finally {
    engine?.close()
  }
}

window.repeatSearch = async (count) => {
  const started = performance.now()
  const selfie = await readSelfie()
  if (!selfie) throw new Error('no stored selfie')
  const stored = await readPhotoFaces(Array.from({ length: count }, (_, i) => keyOf(i)))
  const matches = stored.filter(
    (faces) => faces && bestSimilarity(selfie, faces) >= MATCH_THRESHOLD,
  ).length
  return { ms: performance.now() - started, matches }
}

window.compareWithHuman = async () => {
  const { match } = await import('@vladmandic/human')
  let largestDifference = 0
  let pairs = 0
  const [selfie, ...rest] = descriptors
  for (const face of selfie ? rest.slice(0, 40) : []) {
    const theirs = match.similarity(Array.from(selfie ?? []), Array.from(face))
    largestDifference = Math.max(
      largestDifference,
      Math.abs(theirs - similarity(selfie ?? face, face)),
    )
    pairs += 1
  }
  return { pairs, largestDifference }
}
