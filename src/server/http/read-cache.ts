/**
 * A short-lived cache of hot reads (Seen-list answers, resolved sessions), keyed by who asks and
 * what they ask.
 *
 * Correctness comes from two rules: every successful write through this process's API (a
 * non-GET request answered below 400) empties the whole cache, so nobody reads a list older than
 * the last action anyone took here; and entries expire after `ttlMs`, which bounds what writes
 * this process does not see (another instance, the CLI) and the passing of time (the live
 * window) can leave stale. A `ttlMs` of 0 turns the cache off.
 *
 * Requests that miss the same key together share one load: when an entry expires under load,
 * one query refills it instead of one per waiting request. A load that a write overtakes
 * (`clear` while it runs) still answers its own callers but is not stored or shared further.
 */
export interface ReadCache<T = string> {
  /** The stored value, or undefined when missing or expired. */
  get(key: string, now: Date): T | undefined
  set(key: string, value: T, now: Date): void
  /** The stored value, else the one `loader` gives, stored; concurrent misses share one load. */
  load(key: string, now: Date, loader: () => Promise<T>): Promise<T>
  clear(): void
}

export function createReadCache<T = string>(ttlMs: number, maxEntries = 500): ReadCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  const loading = new Map<string, Promise<T>>()
  let generation = 0
  const cache: ReadCache<T> = {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now.getTime()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, now) {
      if (ttlMs <= 0) return
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries && !entries.has(key)) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, { value, expiresAt: now.getTime() + ttlMs })
    },
    load(key, now, loader) {
      const hit = cache.get(key, now)
      if (hit !== undefined) return Promise.resolve(hit)
      if (ttlMs <= 0) return loader()
      const running = loading.get(key)
      if (running) return running
      const startedIn = generation
      const load = loader()
        .then((value) => {
          if (generation === startedIn) cache.set(key, value, now)
          return value
        })
        .finally(() => {
          if (loading.get(key) === load) loading.delete(key)
        })
      loading.set(key, load)
      return load
    },
    clear() {
      generation++
      entries.clear()
      loading.clear()
    },
  }
  return cache
}
