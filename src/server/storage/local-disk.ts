import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  assertValidMediaKey,
  contentTypeForKey,
  isValidMediaKey,
  type MediaStorage,
} from './media-storage'

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR'])
const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && MISSING.has(String(error.code))

/**
 * Media as files under `root` (DATA_DIR/media). The type comes from the key's extension, so a
 * put must agree with it. Writes go to a temporary file first and are renamed into place, so a
 * reader never sees half a file.
 */
export function createLocalDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root)

  const fileFor = (key: string) => {
    assertValidMediaKey(key)
    const file = path.resolve(base, key)
    // Belt and braces: key validation already rules out anything outside `base`.
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('Media key escapes the root.')
    return file
  }

  return {
    async put(key, data, contentType) {
      const file = fileFor(key)
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match key ${key}.`)
      }
      await fs.mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temporary, data)
        await fs.rename(temporary, file)
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },

    async get(key) {
      if (!isValidMediaKey(key)) return null
      const contentType = contentTypeForKey(key)
      if (!contentType) return null
      try {
        return { data: await fs.readFile(fileFor(key)), contentType }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key) {
      await fs.rm(fileFor(key), { force: true })
    },
  }
}
