import { selectImageMessage } from '~/shared/image-messages'

export type ImageKind = 'seen' | 'appearance' | 'avatar'

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
])
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp)$/i

/**
 * A raster photo we can scale. The type decides; some pickers (HEIC on Android, drag and drop
 * from a few file managers) give no type, and then the extension does. SVG is refused: the
 * server does not take it.
 */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type.toLowerCase())
  return IMAGE_EXTENSION.test(file.name)
}

const CLIP_TYPES = /^video\//i
const CLIP_EXTENSION = /\.(mp4|mov|webm|m4v)$/i

/**
 * A video the posting form and the share target take as a clip
 * (docs/decisions/182-clip-reduction-on-device.md): by its type, else by its extension.
 */
export function isClipFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return CLIP_TYPES.test(file.type)
  return CLIP_EXTENSION.test(file.name)
}

/**
 * the message of docs/product.md#validation for a file that is not an image, worded as `kind`'s
 * form words it.
 */
export function imageFileError(file: Pick<File, 'type' | 'name'>, kind: ImageKind) {
  return isImageFile(file) ? undefined : selectImageMessage(kind)
}

/** Types that may hold transparency are scaled to WebP; everything else to JPEG. */
export function outputTypeFor(sourceType: string): 'image/webp' | 'image/jpeg' {
  return /^image\/(png|gif|webp|avif)$/i.test(sourceType) ? 'image/webp' : 'image/jpeg'
}

/** `holiday.HEIC` scaled to JPEG is sent as `holiday.jpg`. */
export function renameFor(name: string, contentType: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '').trim() || 'photo'
  return `${stem}.${contentType === 'image/webp' ? 'webp' : 'jpg'}`
}

/** Width and height with the longer side at most `longSide`; never enlarged. */
export function scaledSize(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height, 1))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}
