import type { Config } from '@vladmandic/human'
import { MODEL_PATH, WASM_PATH } from './assets'

/** At most this many faces are described in one photo (a crowd shot's front rows). */
export const MAX_FACES = 20

/**
 * Human set to detect faces (blazeface) and describe them (faceres), nothing else: no mesh,
 * iris, emotion, body, hand, gesture or object models are fetched or run. Photos are unrelated
 * stills, so the frame-to-frame skipping Human does for video is off. `origin` is the page's,
 * since a worker resolves paths against its own script.
 */
export function humanConfig(origin: string, backend: 'wasm' | 'webgl'): Partial<Config> {
  return {
    backend,
    modelBasePath: new URL(MODEL_PATH, origin).href,
    wasmPath: new URL(WASM_PATH, origin).href,
    // The service worker keeps the files (sw/find-me.ts); Human's own IndexedDB copy would be a
    // second one that logging out knows nothing about.
    cacheModels: false,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: MAX_FACES, minConfidence: 0.5, return: false },
      mesh: { enabled: false },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
      description: { enabled: true },
    },
  }
}
