/**
 * Where the face engine's models and WebAssembly come from: our own origin, copied out of the npm
 * packages by scripts/find-me-assets.ts, never a CDN. The versions are in the paths, so a new
 * package version is a new address and a stored copy is always right (sw/find-me.ts).
 */
export const HUMAN_VERSION = '3.3.6'
/** The tfjs that Human 3.3.6 bundles (its dist/tfjs.version.js): the .wasm files must match. */
export const TFJS_VERSION = '4.22.0'

export const FIND_ME_PREFIX = '/find-me/'
export const MODEL_PATH = `${FIND_ME_PREFIX}human-${HUMAN_VERSION}/`
export const WASM_PATH = `${FIND_ME_PREFIX}tfjs-${TFJS_VERSION}/`

/** Detection (blazeface) and the descriptor (faceres): the only models the engine loads. */
export const MODEL_FILES = ['blazeface.json', 'blazeface.bin', 'faceres.json', 'faceres.bin']
/** tfjs picks one by what the browser supports (threads need a cross-origin-isolated page). */
export const WASM_FILES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
]
