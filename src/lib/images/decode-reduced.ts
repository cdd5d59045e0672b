/**
 * A camera JPEG decoded straight at a reduced size (WebCodecs `ImageDecoder` with a desired
 * size: Chromium's JPEG decoder then skips most of the inverse DCT, decoding at k/8 of the
 * stored size). A 12 MP photo scaled to 800 px no longer pays for 12 MP of pixels.
 */

/** A photo decoded for drawing: `width`×`height` are its full size, upright. */
export interface DecodedPhoto {
  image: CanvasImageSource
  width: number
  height: number
  close(): void
}

/** A VideoFrame as Chromium gives it: the EXIF orientation as rotation and flip (WebCodecs). */
interface OrientedFrame {
  rotation?: number
}

const JPEG_TYPES = /^image\/p?jpe?g$/i

/** Start-of-frame markers (SOF0–SOF15 except DHT, JPG and DAC) carry the stored size. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Width and height as stored in a JPEG's frame header (before EXIF orientation), or null. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (isFrameHeader(marker)) {
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0)
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0)
      return width > 0 && height > 0 ? { width, height } : null
    }
    if (marker === 0xda || marker === 0xd9) return null // a scan or the end before any frame
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0))
  }
  return null
}

/**
 * The smallest k/8 decode of a `width`×`height` photo whose long side still reaches
 * `longSide`, as the size to ask the decoder for; null when only the full size does.
 */
export function reducedDecodeSize(width: number, height: number, longSide: number) {
  const long = Math.max(width, height)
  for (let eighths = 1; eighths < 8; eighths++) {
    if (Math.ceil((long * eighths) / 8) >= longSide) {
      return {
        width: Math.ceil((width * eighths) / 8),
        height: Math.ceil((height * eighths) / 8),
      }
    }
  }
  return null
}

/** ImageDecoder exists and its frames know the EXIF orientation (older Chromium ignored it). */
export const canDecodeReduced = () =>
  typeof ImageDecoder !== 'undefined' &&
  typeof VideoFrame !== 'undefined' &&
  'rotation' in VideoFrame.prototype

/**
 * Decode `file` at a reduced size if it is a JPEG large enough for that to pay and the
 * browser can; null otherwise (and on any failure: the full decode then decides, so a photo
 * the browser cannot read still ends in NotAnImageError the usual way).
 */
export async function decodeReduced(file: File, longSide: number): Promise<DecodedPhoto | null> {
  if (!JPEG_TYPES.test(file.type) || !canDecodeReduced()) return null
  try {
    const bytes = await file.arrayBuffer()
    const stored = jpegSize(new Uint8Array(bytes))
    const desired = stored && reducedDecodeSize(stored.width, stored.height, longSide)
    if (!stored || !desired) return null
    const decoder = new ImageDecoder({
      data: bytes,
      type: 'image/jpeg',
      desiredWidth: desired.width,
      desiredHeight: desired.height,
    })
    const { image: frame } = await decoder.decode().finally(() => decoder.close())
    if (Math.max(frame.codedWidth, frame.codedHeight) < longSide) {
      // Decoded smaller than asked: scaling it up would blur, so the full decode it is.
      frame.close()
      return null
    }
    const turned =
      (frame as OrientedFrame).rotation === 90 || (frame as OrientedFrame).rotation === 270
    // Drawn as a bitmap, the frame's YUV is converted once before the high-quality downscale:
    // half the drawing time of drawing the frame itself (8 ms instead of 17 at 1000x750).
    const image = await createImageBitmap(frame).finally(() => frame.close())
    return {
      image,
      width: turned ? stored.height : stored.width,
      height: turned ? stored.width : stored.height,
      close: () => image.close(),
    }
  } catch {
    return null
  }
}
