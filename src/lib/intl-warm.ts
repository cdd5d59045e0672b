/**
 * Starts src/lib/intl-warm.worker.ts as soon as it is imported. main.tsx imports this first and
 * the build gives it a chunk of its own, so it runs before the framework's modules evaluate
 * and the worker loads the Intl data meanwhile. Where workers are missing or refused, the
 * first formatter loads the data itself, as before.
 */
try {
  new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' })
} catch {
  // No worker: nothing is lost but the head start.
}
