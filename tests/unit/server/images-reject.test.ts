import { describe, expect, it } from 'vitest'
import { ApiError } from '~/server/http/errors'
import { type ImageKind, processUpload } from '~/server/images'
import { createMemoryStorage } from '~/server/storage'
import { IMAGE_MSG } from '~/shared/image-messages'
import { noisyPhoto, pngBomb } from '../../fixtures/images/make-images'

const storage = createMemoryStorage()

async function failureOf(base64: string, kind: ImageKind = 'appearance') {
  const error = await processUpload({ base64, kind }, storage).then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return { status: error.status, errors: error.errors }
}

const notAnImage = (message: string) => ({
  status: 400,
  errors: { imageInfo: [message], userMessage: [message] },
})

describe('processUpload refuses bad input with a clear 4xx and stores nothing', () => {
  it('a text file', async () => {
    const text = Buffer.from('Just some notes, certainly not a photo.\n').toString('base64')
    expect(await failureOf(text)).toEqual(notAnImage(IMAGE_MSG.selectImage))
    expect(await failureOf(text, 'seen')).toEqual(notAnImage(IMAGE_MSG.selectImageSeen))
  })

  it('text that is not base64, and an empty string', async () => {
    expect(await failureOf('this is not base64!')).toEqual(notAnImage(IMAGE_MSG.selectImage))
    expect(await failureOf('')).toEqual(notAnImage(IMAGE_MSG.selectImage))
    expect(await failureOf('data:image/png;base64,')).toEqual(notAnImage(IMAGE_MSG.selectImage))
  })

  it('a truncated JPEG', async () => {
    const jpeg = await noisyPhoto(640, 480)
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6))
    expect(await failureOf(truncated.toString('base64'))).toEqual(notAnImage(IMAGE_MSG.selectImage))
  })

  it('an SVG, which is an image format we do not accept', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'
    expect(await failureOf(Buffer.from(svg).toString('base64'))).toEqual(
      notAnImage(IMAGE_MSG.selectImage),
    )
  })

  it('4 MB of data: 413 before anything is decoded', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 7).toString('base64')
    expect(await failureOf(big)).toEqual({
      status: 413,
      errors: { imageInfo: [IMAGE_MSG.tooLarge], userMessage: [IMAGE_MSG.tooLarge] },
    })
  })

  it('a decompression bomb (20000 x 20000 PNG in 400 KB)', async () => {
    const bomb = await pngBomb(20_000)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const before = process.memoryUsage().rss
    expect(await failureOf(bomb.toString('base64'))).toEqual({
      status: 400,
      errors: { imageInfo: [IMAGE_MSG.tooManyPixels], userMessage: [IMAGE_MSG.tooManyPixels] },
    })
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  })

  it('left nothing in storage', () => {
    expect(storage.keys()).toEqual([])
  })
})
