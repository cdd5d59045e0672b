import { randomBytes } from 'node:crypto'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { imageDuration } from '../metrics'
import { keyFromMediaPath, type MediaStorage, mediaPath } from '../storage'
import { decodeBase64Upload } from './decode-base64'
import { notAnImage, photoTooLarge, tooManyPixels } from './image-errors'
import { type ImageKind, KIND_FOLDER, REDUCED_LONG_SIDE, THUMBNAIL_LONG_SIDE } from './limits'
import { type EncodedImage, RenderError, type RenderedImage, renderVariants } from './render'

export interface UploadInput {
  /** Plain base64 (or base64url) or a `data:image/...;base64,` URL. */
  base64: string
  kind: ImageKind
}

export interface ProcessOptions {
  /** MEDIA_CDN_URL: when set, `cdnUrl` is the original's URL there. */
  cdnUrl?: string | undefined
}

/** 16 random bytes, base64url: 22 characters nobody can guess. */
const randomId = () => randomBytes(16).toString('base64url')

/**
 * Validate, clean and store an uploaded photo; returns the ImageInfo to save with the record.
 * Throws ApiError 413 (decoded bytes over 3 MB) or 400 with `imageInfo` field errors (not an
 * image, undecodable, over 40 megapixels). Files: `<kind>/<id[0..2]>/<id>.jpg|webp` (original,
 * scaled to the kind's long side), `<id>-reduced.webp` (<= 960 px), `<id>-thumb.webp` (<= 320 px).
 */
export async function processUpload(
  input: UploadInput,
  storage: MediaStorage,
  options: ProcessOptions = {},
): Promise<ImageInfo> {
  const stopTimer = imageDuration.startTimer({ kind: input.kind })
  try {
    return await processTimed(input, storage, options)
  } finally {
    stopTimer()
  }
}

async function processTimed(
  input: UploadInput,
  storage: MediaStorage,
  options: ProcessOptions,
): Promise<ImageInfo> {
  const decoded = decodeBase64Upload(input.base64)
  if (!decoded.ok) throw decoded.reason === 'too-large' ? photoTooLarge() : notAnImage(input.kind)

  let rendered: RenderedImage
  try {
    rendered = await renderVariants(decoded.data, {
      original: IMAGE_LONG_SIDE[input.kind],
      reduced: REDUCED_LONG_SIDE,
      thumbnail: THUMBNAIL_LONG_SIDE,
    })
  } catch (error) {
    if (error instanceof RenderError) {
      throw error.reason === 'too-many-pixels' ? tooManyPixels() : notAnImage(input.kind)
    }
    throw error
  }

  const id = randomId()
  const stem = `${KIND_FOLDER[input.kind]}/${id.slice(0, 2)}/${id}`
  const keys = {
    original: `${stem}.${rendered.original.extension}`,
    reduced: `${stem}-reduced.webp`,
    thumbnail: `${stem}-thumb.webp`,
  }
  await storeAll(storage, [
    [keys.original, rendered.original],
    [keys.reduced, rendered.reduced],
    [keys.thumbnail, rendered.thumbnail],
  ])

  const info: ImageInfo = {
    path: mediaPath(keys.original),
    reducedPath: mediaPath(keys.reduced),
    thumbnailPath: mediaPath(keys.thumbnail),
    width: rendered.original.width,
    height: rendered.original.height,
    contentType: rendered.original.contentType,
    name: `${id}.${rendered.original.extension}`,
  }
  if (options.cdnUrl) info.cdnUrl = `${options.cdnUrl.replace(/\/+$/, '')}/${keys.original}`
  return info
}

/** All or nothing: when one write fails, the others are removed before the error goes on. */
async function storeAll(storage: MediaStorage, files: [string, EncodedImage][]) {
  const results = await Promise.allSettled(
    files.map(([key, image]) => storage.put(key, image.data, image.contentType)),
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (!failed) return
  await Promise.allSettled(files.map(([key]) => storage.delete(key)))
  throw failed.reason
}

/** The stored files of a photo, or of a clip (its poster's renditions and its video file). */
export type StoredMedia = Pick<ImageInfo, 'path' | 'reducedPath' | 'thumbnailPath'> & {
  clipPath?: string | null
}

/** Remove the stored files of a replaced or deleted photo; paths outside /media/ are ignored. */
export async function deleteImage(
  info: StoredMedia | null | undefined,
  storage: MediaStorage,
): Promise<void> {
  if (!info) return
  const keys = [info.path, info.reducedPath, info.thumbnailPath, info.clipPath]
    .map(keyFromMediaPath)
    .filter((key): key is string => key !== null)
  await Promise.all([...new Set(keys)].map((key) => storage.delete(key)))
}
