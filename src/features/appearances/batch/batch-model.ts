/**
 * Many photos posted in one go: each picked photo becomes its own appearance. The form's
 * display name, headline, caption and location apply to every photo; a photo may have its own
 * headline, caption or location. Each record is checked by the same shared schema as a single
 * appearance (docs/product.md#validation) and sent through the same call.
 */
import * as v from 'valibot'
import { isImageFile } from '~/lib/images'
import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import { flattenIssues } from '~/shared/field-errors'
import { type AppearanceRecordInput, appearanceRecordSchema } from '~/shared/schemas/appearance'
import type { QueuedClipFile } from '../clips/clip-post-kind'
import { isClipFile } from '../clips/clip-target'
import { type AppearanceDraft, type PickedPhoto, recordOf } from '../form/form-model'
import { BATCH_TEXT } from './batch-text'

export { BATCH_PHOTO_LIMIT }

export interface PhotoOverrides {
  headline?: string
  caption?: string
  relativeLocation?: 1 | 2
}

export interface BatchPhoto {
  id: string
  fileName: string
  /** Name, size and date: the same file picked twice is kept once. */
  fingerprint: string
  status: 'preparing' | 'ready' | 'unusable'
  /** A photo's scaled copy, or a clip's poster. */
  photo: PickedPhoto | null
  /** A clip (docs/decisions/183-clip-upload-client.md): its playable file, once prepared. */
  clip: BatchClip | null
  /** Whether the file is a video (known at once; `clip` once it is prepared). */
  isClip: boolean
  /** A clip being reduced: how far, 0..1. */
  progress: number | null
  /** Why an unusable photo is left out. */
  error: string | null
  overrides: PhotoOverrides
}

/** A prepared clip; `reduced: false` is sent as filmed (the browser could not reduce it). */
export interface BatchClip extends QueuedClipFile {
  reduced: boolean
}

type FileLike = Pick<File, 'name' | 'type' | 'size' | 'lastModified'>

const fingerprintOf = (file: FileLike) => `${file.name}|${file.size}|${file.lastModified}`

export interface Added<F extends FileLike> {
  photos: BatchPhoto[]
  /** The new photos to scale and clips to prepare, with their files. */
  toScale: { id: string; file: F; isClip: boolean }[]
  /** What was left out and why (over the limit, twice in the list). */
  notices: string[]
}

/** Add picked files: non-images are listed as unusable at once, the rest wait to be scaled. */
export function addFiles<F extends FileLike>(
  current: readonly BatchPhoto[],
  files: readonly F[],
  newId: () => string = () => crypto.randomUUID(),
): Added<F> {
  const photos = [...current]
  const toScale: Added<F>['toScale'] = []
  const notices: string[] = []
  let overLimit = 0
  for (const file of files) {
    const fingerprint = fingerprintOf(file)
    if (photos.some((p) => p.fingerprint === fingerprint)) {
      notices.push(BATCH_TEXT.duplicate(file.name))
      continue
    }
    if (photos.length >= BATCH_PHOTO_LIMIT) {
      overLimit += 1
      continue
    }
    const id = newId()
    const isClip = isClipFile(file)
    const usable = isClip || isImageFile(file)
    photos.push({
      id,
      fileName: file.name,
      fingerprint,
      status: usable ? 'preparing' : 'unusable',
      photo: null,
      clip: null,
      isClip,
      progress: null,
      error: usable ? null : BATCH_TEXT.notAnImage(file.name),
      overrides: {},
    })
    if (usable) toScale.push({ id, file, isClip })
  }
  if (overLimit > 0) notices.push(BATCH_TEXT.overLimit(BATCH_PHOTO_LIMIT, overLimit))
  return { photos, toScale, notices }
}

const change = (photos: readonly BatchPhoto[], id: string, edit: Partial<BatchPhoto>) =>
  photos.map((p) => (p.id === id ? { ...p, ...edit } : p))

/** The photo was scaled (a clip prepared, with its poster): it is ready to send. */
export const photoReady = (
  photos: readonly BatchPhoto[],
  id: string,
  photo: PickedPhoto,
  clip: BatchClip | null = null,
) => change(photos, id, { status: 'ready', photo, clip, progress: null, error: null })

/** A clip's reduction moved on. */
export const clipProgress = (photos: readonly BatchPhoto[], id: string, progress: number) =>
  change(photos, id, { progress })

/** A clip Seen cannot take (too long, too large, nothing playable): named, left out. */
export const clipRefused = (photos: readonly BatchPhoto[], id: string, reason: string) =>
  change(photos, id, {
    status: 'unusable',
    photo: null,
    progress: null,
    error: BATCH_TEXT.clipRefused(photos.find((p) => p.id === id)?.fileName ?? '', reason),
  })

/** The browser could not decode it: named, left out, the others go on. */
export const photoUndecodable = (photos: readonly BatchPhoto[], id: string) =>
  change(photos, id, {
    status: 'unusable',
    photo: null,
    error: BATCH_TEXT.undecodable(photos.find((p) => p.id === id)?.fileName ?? ''),
  })

export const removePhoto = (photos: readonly BatchPhoto[], id: string) =>
  photos.filter((p) => p.id !== id)

/** Give one photo its own value for a field, or (undefined) the form's again. */
export function setOverride<K extends keyof PhotoOverrides>(
  photos: readonly BatchPhoto[],
  id: string,
  field: K,
  value: PhotoOverrides[K] | undefined,
) {
  return photos.map((p) => {
    if (p.id !== id) return p
    const overrides = { ...p.overrides }
    if (value === undefined) delete overrides[field]
    else overrides[field] = value
    return { ...p, overrides }
  })
}

/** The draft of one photo's appearance: the form's values, its own where it has them. */
export const draftFor = (common: AppearanceDraft, photo: BatchPhoto): AppearanceDraft => ({
  ...common,
  ...photo.overrides,
  photo: photo.photo,
  storedPhotoUrl: null,
})

export type BatchCheck =
  | { kind: 'preparing' }
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | {
      kind: 'ok'
      records: {
        id: string
        fileName: string
        record: AppearanceRecordInput
        clip: BatchClip | null
      }[]
    }

/**
 * Whether the batch can be sent: every photo scaled, at least one usable, and each usable
 * photo's record passing the shared schema (messages by photo id otherwise).
 */
export function checkBatch(common: AppearanceDraft, photos: readonly BatchPhoto[]): BatchCheck {
  if (photos.some((p) => p.status === 'preparing')) return { kind: 'preparing' }
  const ready = photos.filter((p) => p.status === 'ready')
  if (ready.length === 0) return { kind: 'empty' }
  const errors: Record<string, string[]> = {}
  const records = ready.map((p) => {
    const record = recordOf(draftFor(common, p))
    const result = v.safeParse(appearanceRecordSchema, record)
    if (!result.success) errors[p.id] = Object.values(flattenIssues(result.issues)).flat()
    return { id: p.id, fileName: p.fileName, record, clip: p.clip }
  })
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  return { kind: 'ok', records }
}
