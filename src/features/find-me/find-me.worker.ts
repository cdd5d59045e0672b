/// <reference lib="webworker" />
/**
 * The face engine (docs/decisions/185-find-me-on-device.md): Human with WebGL where this browser
 * has it in a worker, else WebAssembly. Images come in as Blobs and leave as descriptors; nothing
 * here touches the network beyond the model and .wasm files of our own origin.
 */
import { Human } from '@vladmandic/human'
import { humanConfig } from './human-config'
import type { EngineBackend, EngineReply, EngineRequest, FoundFace } from './messages'

declare const self: DedicatedWorkerGlobalScope

let human: Human | null = null
const reply = (message: EngineReply, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer)

/** The backend to try first: WebGL in an OffscreenCanvas when there is one, unless told WASM. */
function preferredBackend(backend: EngineBackend): 'wasm' | 'webgl' {
  if (backend === 'wasm') return 'wasm'
  const canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1)
  return canvas?.getContext('webgl2') ? 'webgl' : 'wasm'
}

async function open(origin: string, backend: EngineBackend) {
  let engine = new Human(humanConfig(origin, preferredBackend(backend)))
  try {
    await engine.load()
  } catch {
    engine = new Human(humanConfig(origin, 'wasm'))
    await engine.load()
  }
  human = engine
  return engine.tf.getBackend() as string
}

async function facesIn(image: Blob): Promise<FoundFace[]> {
  if (!human) throw new Error('the face engine is not open')
  const bitmap = await createImageBitmap(image)
  try {
    const result = await human.detect(bitmap)
    const photoArea = bitmap.width * bitmap.height
    return result.face.flatMap((face) =>
      face.embedding && face.embedding.length > 0
        ? [
            {
              descriptor: Float32Array.from(face.embedding),
              area: (face.box[2] * face.box[3]) / photoArea,
            },
          ]
        : [],
    )
  } finally {
    bitmap.close()
  }
}

self.onmessage = async (event: MessageEvent<EngineRequest>) => {
  const request = event.data
  try {
    if (request.type === 'open') {
      reply({ type: 'opened', backend: await open(request.origin, request.backend) })
    } else {
      const faces = await facesIn(request.image)
      reply(
        { type: 'faces', id: request.id, faces },
        faces.map((face) => face.descriptor.buffer),
      )
    }
  } catch (error) {
    const id = request.type === 'faces' ? request.id : null
    reply({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) })
  }
}
