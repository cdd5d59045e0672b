import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { ACCEPTED_FORMATS, MAX_INPUT_PIXELS, QUALITY } from './limits'

export interface EncodedImage {
  data: Buffer
  contentType: string
  extension: string
  width: number
  height: number
}

export interface RenderedImage {
  original: EncodedImage
  reduced: EncodedImage
  thumbnail: EncodedImage
}

export type RenderFailure = 'not-an-image' | 'too-many-pixels'

export class RenderError extends Error {
  override name = 'RenderError'
  constructor(
    readonly reason: RenderFailure,
    options?: ErrorOptions,
  ) {
    super(reason, options)
  }
}

export interface RenderSizes {
  original: number
  reduced: number
  thumbnail: number
}

/** Reads only the header: format and pixel count are judged before any pixel is decoded. */
async function probe(input: Buffer): Promise<void> {
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new RenderError('not-an-image', { cause: error })
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) throw new RenderError('not-an-image')
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new RenderError('too-many-pixels')
}

type Raw = { data: Buffer; info: OutputInfo }

const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

const inside = (longSide: number) =>
  ({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true }) as const

/**
 * Effort 0 is libwebp's fastest method; even so the reduced encode is the slowest step (about
 * 25 ms at 960 px, 31-45 ms at 1080 px, of what `npm run bench` measures). Higher efforts cost
 * 2-4x for ~5% fewer bytes.
 */
async function webp(raw: Raw, quality: number): Promise<EncodedImage> {
  const { data, info } = await fromRaw(raw)
    .webp({ quality, effort: 0, alphaQuality: 80 })
    .toBuffer({ resolveWithObject: true })
  return { data, contentType: 'image/webp', extension: 'webp', ...size(info) }
}

const scaled = (raw: Raw, longSide: number): Promise<Raw> =>
  fromRaw(raw)
    .resize(inside(longSide))
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })

/**
 * The original is JPEG (fast, opens everywhere) unless it has transparency to keep. Huffman
 * table optimisation is off: it doubled the encode time for ~5% fewer bytes on a file that is
 * only fetched when someone zooms in.
 */
async function original(raw: Raw): Promise<EncodedImage> {
  if (raw.info.channels === 4) return webp(raw, QUALITY.original)
  const { data, info } = await fromRaw(raw)
    .jpeg({ quality: QUALITY.original, optimiseCoding: false })
    .toBuffer({ resolveWithObject: true })
  return { data, contentType: 'image/jpeg', extension: 'jpg', ...size(info) }
}

const size = (info: OutputInfo) => ({ width: info.width, height: info.height })

/**
 * Decode once (first frame, EXIF orientation applied, scaled to the original's long side, sRGB,
 * 8 bit), then encode the three variants from those pixels in parallel, the thumbnail scaled
 * from the reduced pixels rather than from the larger original ones. Nothing of the input's
 * metadata (EXIF, GPS, XMP, ICC, comments) is carried over: sharp writes none unless asked.
 */
export async function renderVariants(input: Buffer, sizes: RenderSizes): Promise<RenderedImage> {
  await probe(input)
  let raw: Raw
  try {
    raw = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(inside(sizes.original))
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new RenderError('not-an-image', { cause: error })
  }
  const reducedRaw = scaled(raw, sizes.reduced)
  const [reduced, originalImage, thumbnail] = await Promise.all([
    reducedRaw.then((pixels) => webp(pixels, QUALITY.reduced)),
    original(raw),
    reducedRaw
      .then((pixels) => scaled(pixels, sizes.thumbnail))
      .then((pixels) => webp(pixels, QUALITY.thumbnail)),
  ])
  return { original: originalImage, reduced, thumbnail }
}
