import { vi } from 'vitest'

/** The browser's decoder as jsdom lacks it: HEIC cannot be decoded, JPEG can. */
export function stubDecoder() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: File) => {
      if (/\.heic$/i.test(file.name)) throw new DOMException('unsupported', 'InvalidStateError')
      return { width: 1600, height: 1200, close: () => {} }
    }),
  )
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { clearRect() {}, fillRect() {}, drawImage() {} }
      }
      // jsdom's Blob has no arrayBuffer(): an encoded photo stand-in with what scaleImage reads.
      async convertToBlob({ type }: { type: string }) {
        return { type, arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer }
      }
    },
  )
}
