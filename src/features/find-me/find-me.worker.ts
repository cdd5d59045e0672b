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

/** A WebGL that the CPU draws: slower than WebAssembly by a factor of ten or more. */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render/i

/**
 * The backend to try first: WebGL when the worker has a WebGL2 OffscreenCanvas drawn by a GPU,
 * else (or when told) WebAssembly. Headless Chromium's SwiftShader took 4–8 s a photo where
 * WebAssembly took 0.4.
 */
function preferredBackend(backend: EngineBackend): 'wasm' | 'webgl' {
  if (backend === 'wasm' || typeof OffscreenCanvas === 'undefined') return 'wasm'
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2')
  if (!gl) return 'wasm'
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  gl.getExtension('WEBGL_lose_context')?.loseContext()
  return SOFTWARE_GL.test(renderer) ? 'wasm' : 'webgl'
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
