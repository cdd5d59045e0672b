/**
 * localStorage that never throws: storage can be disabled, full or missing (private modes,
 * tests). Reads then give null and writes are dropped, which only costs the remembered value.
 */
export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Nothing to do: storage is unavailable, so nothing was kept.
  }
}

/** The keys stored under `prefix` (none when storage is unavailable). */
export function keysWith(prefix: string): string[] {
  try {
    const storage = globalThis.localStorage
    if (!storage) return []
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    return keys
  } catch {
    return []
  }
}
