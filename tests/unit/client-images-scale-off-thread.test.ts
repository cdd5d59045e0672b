import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotAnImageError, type ScaledImage } from '~/lib/images/scale-image'
import { answerScale, replyError } from '~/lib/images/scale-protocol'

const file = new File([new Uint8Array(4)], 'IMG_1.HEIC', { type: 'image/heic' })
const scaled: ScaledImage = {
  base64: 'AAAA',
  contentType: 'image/jpeg',
  name: 'IMG_1.jpg',
  width: 800,
  height: 600,
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('scaling in a worker: the message protocol', () => {
  it('answers with the scaled photo', async () => {
    const scale = vi.fn(async () => scaled)
    expect(await answerScale({ id: 7, file, longSide: 800 }, scale)).toEqual({
      id: 7,
      ok: true,
      image: scaled,
    })
    expect(scale).toHaveBeenCalledWith(file, 800)
  })

  it('keeps "cannot decode" apart from other failures across the thread boundary', async () => {
    const undecodable = await answerScale({ id: 1, file, longSide: 800 }, async () => {
      throw new NotAnImageError('The file could not be read as an image.')
    })
    expect(undecodable).toMatchObject({ ok: false, notAnImage: true })
    if (undecodable.ok) throw new Error('expected a failure')
    expect(replyError(undecodable)).toBeInstanceOf(NotAnImageError)

    const other = await answerScale({ id: 2, file, longSide: 800 }, async () => {
      throw new Error('Canvas 2D is not available.')
    })
    if (other.ok) throw new Error('expected a failure')
    expect(other.notAnImage).toBe(false)
    expect(replyError(other)).not.toBeInstanceOf(NotAnImageError)
    expect(replyError(other).message).toBe('Canvas 2D is not available.')
  })
})

describe('scaling in a worker: where it cannot run', () => {
  it('without OffscreenCanvas the page scales the photo itself (same errors)', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined)
    const createImageBitmap = vi.fn(async () => {
      throw new Error('decode failed')
    })
    vi.stubGlobal('createImageBitmap', createImageBitmap)
    const Worker = vi.fn()
    vi.stubGlobal('Worker', Worker)
    const { canScaleOffThread, scaleImageOffThread } = await import('~/lib/images/scale-off-thread')
    expect(canScaleOffThread()).toBe(false)
    // A fresh module graph: the class is another copy, its name is the same.
    await expect(scaleImageOffThread(file, 800)).rejects.toMatchObject({ name: 'NotAnImageError' })
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' })
    expect(Worker).not.toHaveBeenCalled()
  })

  it('a worker that fails to start hands its waiting photos to the page', async () => {
    class OffscreenCanvasStub {}
    vi.stubGlobal('OffscreenCanvas', OffscreenCanvasStub)
    const createImageBitmap = vi.fn(async () => {
      throw new Error('decode failed')
    })
    vi.stubGlobal('createImageBitmap', createImageBitmap)
    const started: { onerror: (() => void) | null; postMessage: ReturnType<typeof vi.fn> }[] = []
    class WorkerStub {
      onerror: (() => void) | null = null
      onmessage: unknown = null
      postMessage = vi.fn()
      terminate = vi.fn()
      constructor() {
        started.push(this)
      }
    }
    vi.stubGlobal('Worker', WorkerStub)
    const { scaleImageOffThread } = await import('~/lib/images/scale-off-thread')
    const result = scaleImageOffThread(file, 800)
    expect(started).toHaveLength(1)
    expect(started[0]?.postMessage).toHaveBeenCalledWith({ id: 1, file, longSide: 800 })
    started[0]?.onerror?.()
    await expect(result).rejects.toMatchObject({ name: 'NotAnImageError' })
    expect(createImageBitmap).toHaveBeenCalledTimes(1)
  })
})
