import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { readBuffer } from './media-read'
import { assertValidMediaKey, type MediaStorage } from './media-storage'

export interface MemoryStorage extends MediaStorage {
  /** Every stored key, sorted; for tests and benchmarks. */
  keys(): string[]
}

/** Media held in a Map: for tests and benchmarks, never for a running server. */
export function createMemoryStorage(): MemoryStorage {
  const items = new Map<string, { data: Buffer; contentType: string }>()
  return {
    async put(key, data, contentType) {
      assertValidMediaKey(key)
      items.set(key, { data: Buffer.from(data), contentType })
    },
    async putFile(key, filePath, contentType) {
      assertValidMediaKey(key)
      items.set(key, { data: await readFile(filePath), contentType })
    },
    async get(key) {
      const item = items.get(key)
      return item ? { data: Buffer.from(item.data), contentType: item.contentType } : null
    },
    async delete(key) {
      items.delete(key)
    },
    async read(key, request, headers) {
      const item = items.get(key)
      if (!item) return null
      const etag = `"${createHash('sha1').update(item.data).digest('hex')}"`
      return readBuffer(new Uint8Array(item.data), etag, headers, request)
    },
    keys: () => [...items.keys()].sort(),
  }
}
