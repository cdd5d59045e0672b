/**
 * The page's side of the face engine: one module worker (find-me.worker.ts) that holds Human and
 * its models, opened when "Find me" starts. Nothing leaves the device: images go to the worker,
 * descriptors come back.
 */
import type { EngineBackend, EngineReply, EngineRequest, FoundFace } from './messages'
import { selfieFace } from './selfie-face'

export interface FaceEngine {
  /** 'webgl' or 'wasm': what tfjs runs on in the worker. */
  readonly backend: string
  /** The selfie's face descriptor, or null when no single clear face is found. */
  describeSelfie(image: Blob): Promise<Float32Array | null>
  /** Every face's descriptor in a photo (the reduced rendition's bytes). */
  facesIn(image: Blob): Promise<Float32Array[]>
  close(): void
}

export interface OpenOptions {
  signal?: AbortSignal
  /** 'wasm' keeps to WebAssembly even where WebGL works (the bench measures it). */
  backend?: EngineBackend
}

const abortError = () => new DOMException('The face engine was stopped', 'AbortError')

/** Starts the worker and loads the models (fetched from our origin on first use). */
export function openFaceEngine(options: OpenOptions = {}): Promise<FaceEngine> {
  const { signal, backend = 'auto' } = options
  if (signal?.aborted) return Promise.reject(abortError())
  const worker = new Worker(new URL('./find-me.worker.ts', import.meta.url), { type: 'module' })
  const waiting = new Map<number, { resolve(faces: FoundFace[]): void; reject(e: Error): void }>()
  let nextId = 0
  let closed = false

  const close = () => {
    if (closed) return
    closed = true
    worker.terminate()
    for (const { reject } of waiting.values()) reject(abortError())
    waiting.clear()
  }
  signal?.addEventListener('abort', close, { once: true })

  const faces = (image: Blob) =>
    new Promise<FoundFace[]>((resolve, reject) => {
      if (closed) return reject(abortError())
      const id = nextId++
      waiting.set(id, { resolve, reject })
      worker.postMessage({ type: 'faces', id, image } satisfies EngineRequest)
    })

  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(abortError()), { once: true })
    worker.onerror = (event) => {
      reject(new Error(event.message || 'the face engine did not start'))
      close()
    }
    worker.onmessage = (event: MessageEvent<EngineReply>) => {
      const message = event.data
      if (message.type === 'opened') {
        resolve({
          backend: message.backend,
          describeSelfie: async (image) => selfieFace(await faces(image))?.descriptor ?? null,
          facesIn: async (image) => (await faces(image)).map((face) => face.descriptor),
          close,
        })
      } else if (message.id === null) {
        reject(new Error(message.type === 'failed' ? message.message : 'unexpected reply'))
        close()
      } else {
        const pending = waiting.get(message.id)
        waiting.delete(message.id)
        if (message.type === 'faces') pending?.resolve(message.faces)
        else pending?.reject(new Error(message.message))
      }
    }
    worker.postMessage({ type: 'open', origin: location.origin, backend } satisfies EngineRequest)
  })
}
