/** 'auto': WebGL where the worker has it, else WebAssembly; 'wasm' only WebAssembly. */
export type EngineBackend = 'auto' | 'wasm'

/** What the page and the face engine's worker (find-me.worker.ts) say to each other. */
export type EngineRequest =
  | { type: 'open'; origin: string; backend: EngineBackend }
  | { type: 'faces'; id: number; image: Blob }

/** One face found in a photo: its descriptor, and its box's share of the photo's area. */
export interface FoundFace {
  descriptor: Float32Array
  area: number
}

export type EngineReply =
  | { type: 'opened'; backend: string }
  | { type: 'faces'; id: number; faces: FoundFace[] }
  | { type: 'failed'; id: number | null; message: string }
