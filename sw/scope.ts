/** The worker's global scope (the compiler's `self` is a generic worker's). */
export const worker = self as unknown as ServiceWorkerGlobalScope
