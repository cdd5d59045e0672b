import fc from 'fast-check'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeReduced, jpegSize, reducedDecodeSize } from '~/lib/images/decode-reduced'
import { scaleImage } from '~/lib/images/scale-image'
import { jpegWithExifAndGps } from '../fixtures/images/make-images'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()

describe('jpegSize', () => {
  it('reads the stored size of a real JPEG, behind its EXIF segment, before orientation', async () => {
    expect(jpegSize(await jpegWithExifAndGps())).toEqual({ width: 400, height: 300 })
    expect(jpegSize(await jpeg(4000, 3000))).toEqual({ width: 4000, height: 3000 })
    const progressive = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#000' },
    })
      .jpeg({ progressive: true })
      .toBuffer()
    expect(jpegSize(progressive)).toEqual({ width: 64, height: 48 })
  })

  it('gives null for anything that is not a readable JPEG, never throws', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect(jpegSize(png)).toBeNull()
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull()
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        const size = jpegSize(new Uint8Array([0xff, 0xd8, ...tail]))
        expect(size === null || (size.width > 0 && size.height > 0)).toBe(true)
      }),
    )
  })
})

describe('reducedDecodeSize', () => {
  it('asks for the smallest eighth whose long side still reaches the target', () => {
    expect(reducedDecodeSize(4000, 3000, 800)).toEqual({ width: 1000, height: 750 })
    expect(reducedDecodeSize(3024, 4032, 800)).toEqual({ width: 756, height: 1008 })
    expect(reducedDecodeSize(7200, 4500, 800)).toEqual({ width: 900, height: 563 })
    expect(reducedDecodeSize(4000, 3000, 1440)).toEqual({ width: 1500, height: 1125 })
  })

  it('gives null when only the full size reaches the target (no blur from scaling up)', () => {
    expect(reducedDecodeSize(900, 600, 800)).toBeNull()
    expect(reducedDecodeSize(400, 300, 800)).toBeNull()
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (w, t) => {
          const size = reducedDecodeSize(w, w, t)
          expect(size === null || size.width >= t).toBe(true)
        },
      ),
    )
  })
})

/**
 * Chromium's WebCodecs as Node lacks it: frames `decoded` large, turned as EXIF says, and the
 * bitmap made of the frame (which Chromium turns upright).
 */
function stubDecoder(decoded: { width: number; height: number }, rotation = 0) {
  const frame = { codedWidth: decoded.width, codedHeight: decoded.height, rotation, close: vi.fn() }
  const bitmap = { of: frame, close: vi.fn() }
  const asked: ImageDecoderInit[] = []
  class ImageDecoderStub {
    constructor(init: ImageDecoderInit) {
      asked.push(init)
    }
    decode = async () => ({ image: frame, complete: true })
    close() {}
  }
  class VideoFrameStub {
    get rotation() {
      return 0
    }
  }
  vi.stubGlobal('ImageDecoder', ImageDecoderStub)
  vi.stubGlobal('VideoFrame', VideoFrameStub)
  vi.stubGlobal('createImageBitmap', async (source: unknown) =>
    source === frame ? bitmap : Promise.reject(new Error('not the frame')),
  )
  return { frame, bitmap, asked }
}

afterEach(() => vi.unstubAllGlobals())

describe('decodeReduced', () => {
  const camera = async () =>
    new File([new Uint8Array(await jpeg(4000, 3000))], 'IMG_1.jpg', { type: 'image/jpeg' })

  it('decodes a large JPEG at a quarter and reports its full upright size', async () => {
    const { frame, bitmap, asked } = stubDecoder({ width: 1000, height: 750 }, 90)
    const photo = await decodeReduced(await camera(), 800)
    expect(asked[0]).toMatchObject({ type: 'image/jpeg', desiredWidth: 1000, desiredHeight: 750 })
    expect(photo).toMatchObject({ image: bitmap, width: 3000, height: 4000 })
    // The frame is let go once its bitmap exists; the bitmap when the photo is drawn.
    expect(frame.close).toHaveBeenCalled()
    expect(bitmap.close).not.toHaveBeenCalled()
    photo?.close()
    expect(bitmap.close).toHaveBeenCalled()
  })

  it('leaves the photo to the full decode when the decoder went below the target', async () => {
    const { frame } = stubDecoder({ width: 500, height: 375 })
    expect(await decodeReduced(await camera(), 800)).toBeNull()
    expect(frame.close).toHaveBeenCalled()
  })

  it('leaves PNG, small JPEGs and browsers without oriented frames to the full decode', async () => {
    stubDecoder({ width: 1000, height: 750 })
    const png = new File([new Uint8Array(8)], 'a.png', { type: 'image/png' })
    expect(await decodeReduced(png, 800)).toBeNull()
    const small = new File([new Uint8Array(await jpeg(900, 600))], 'b.jpg', { type: 'image/jpeg' })
    expect(await decodeReduced(small, 800)).toBeNull()
    vi.stubGlobal('VideoFrame', class {})
    expect(await decodeReduced(await camera(), 800)).toBeNull()
  })

  it('a JPEG the decoder refuses still ends in the full decode (NotAnImageError there)', async () => {
    stubDecoder({ width: 1000, height: 750 })
    vi.stubGlobal(
      'ImageDecoder',
      class {
        decode = async () => {
          throw new DOMException('broken', 'EncodingError')
        }
        close() {}
      },
    )
    expect(await decodeReduced(await camera(), 800)).toBeNull()
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('broken', 'InvalidStateError')
    })
    await expect(scaleImage(await camera(), 800)).rejects.toMatchObject({
      name: 'NotAnImageError',
    })
  })
})

describe('scaleImage on the reduced decode', () => {
  it('draws the quarter-size frame upright at the full photo’s scaled size', async () => {
    const { bitmap } = stubDecoder({ width: 1000, height: 750 }, 270)
    const drawn: { canvas: number[]; source?: unknown } = { canvas: [] }
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {
          drawn.canvas = [width, height]
        }
        getContext() {
          return {
            clearRect() {},
            fillRect() {},
            drawImage: (source: unknown) => {
              drawn.source = source
            },
          }
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob([new Uint8Array([1])], { type })
        }
      },
    )
    const file = new File([new Uint8Array(await jpeg(4000, 3000))], 'IMG_2.jpg', {
      type: 'image/jpeg',
    })
    expect(await scaleImage(file, 800)).toMatchObject({ width: 600, height: 800 })
    expect(drawn).toEqual({ canvas: [600, 800], source: bitmap })
    expect(bitmap.close).toHaveBeenCalled()
  })
})
