import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotAnImageError, SCALE_QUALITY, scaleImage } from '~/lib/images/scale-image'

/**
 * Node has no canvas: these stand-ins record what scaleImage asks of the browser. What a real
 * browser draws is covered end to end by Playwright through the forms.
 */
interface Drawn {
  canvas: [number, number]
  draws: unknown[][]
  fills: string[]
  encodes: { type: string; quality: number }[]
}

function stubBrowser(source: { width: number; height: number }, writesWebp = true) {
  const drawn: Drawn = { canvas: [0, 0], draws: [], fills: [], encodes: [] }
  const bitmap = { ...source, close: vi.fn() }
  const createImageBitmap = vi.fn(async () => bitmap)
  class OffscreenCanvasStub {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      drawn.canvas = [width, height]
    }
    getContext() {
      return {
        clearRect: () => {},
        fillRect: () => drawn.fills.push('fill'),
        fillStyle: '',
        drawImage: (...args: unknown[]) => drawn.draws.push(args),
      }
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      drawn.encodes.push({ type, quality })
      const actual = type === 'image/webp' && !writesWebp ? 'image/png' : type
      return new Blob([new Uint8Array([1, 2, 3, 250])], { type: actual })
    }
  }
  vi.stubGlobal('createImageBitmap', createImageBitmap)
  vi.stubGlobal('OffscreenCanvas', OffscreenCanvasStub)
  return { drawn, bitmap, createImageBitmap }
}

afterEach(() => vi.unstubAllGlobals())

describe('scaleImage', () => {
  it('decodes upright (EXIF orientation), scales to the long side and encodes JPEG 0.85', async () => {
    const { drawn, bitmap, createImageBitmap } = stubBrowser({ width: 3000, height: 4000 })
    const file = new File([new Uint8Array(10)], 'IMG_0042.jpeg', { type: 'image/jpeg' })
    const result = await scaleImage(file, 1440)
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' })
    expect(drawn.canvas).toEqual([1080, 1440])
    expect(drawn.draws).toEqual([[bitmap, 0, 0, 1080, 1440]])
    expect(drawn.encodes).toEqual([{ type: 'image/jpeg', quality: SCALE_QUALITY }])
    expect(result).toEqual({
      base64: Buffer.from([1, 2, 3, 250]).toString('base64'),
      contentType: 'image/jpeg',
      name: 'IMG_0042.jpg',
      width: 1080,
      height: 1440,
    })
    expect(bitmap.close).toHaveBeenCalled()
  })

  it('keeps a small image at its size', async () => {
    const { drawn } = stubBrowser({ width: 300, height: 200 })
    const result = await scaleImage(new File([], 'a.jpg', { type: 'image/jpeg' }), 800)
    expect(drawn.canvas).toEqual([300, 200])
    expect([result.width, result.height]).toEqual([300, 200])
  })

  it('writes WebP for a PNG, and falls back to JPEG where the browser cannot (Safari)', async () => {
    const png = new File([], 'logo.png', { type: 'image/png' })
    stubBrowser({ width: 500, height: 500 })
    expect(await scaleImage(png, 400)).toMatchObject({
      contentType: 'image/webp',
      name: 'logo.webp',
    })

    const { drawn } = stubBrowser({ width: 500, height: 500 }, false)
    expect(await scaleImage(png, 400)).toMatchObject({
      contentType: 'image/jpeg',
      name: 'logo.jpg',
    })
    expect(drawn.encodes.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg'])
    expect(drawn.fills).toEqual(['fill'])
  })

  it('throws NotAnImageError when the browser cannot decode the file', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
    })
    const file = new File(['hello'], 'notes.jpg', { type: 'image/jpeg' })
    await expect(scaleImage(file, 800)).rejects.toBeInstanceOf(NotAnImageError)
  })
})
