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
