import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { planRead, readHeaders } from './media-read'
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

  /** Writes `key`'s file through a temporary one beside it, so a reader sees all of it or none. */
  async function writeInPlace(
    key: string,
    contentType: string,
    write: (to: string) => Promise<void>,
  ) {
    const file = fileFor(key)
    if (contentTypeForKey(key) !== contentType) {
      throw new Error(`Content type ${contentType} does not match key ${key}.`)
    }
    await fs.mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await write(temporary)
      await fs.rename(temporary, file)
    } catch (error) {
      await fs.rm(temporary, { force: true })
      throw error
    }
  }

  return {
    put: (key, data, contentType) => writeInPlace(key, contentType, (to) => fs.writeFile(to, data)),

    putFile: (key, filePath, contentType) =>
      writeInPlace(key, contentType, (to) => fs.copyFile(filePath, to)),

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

    async read(key, request, headers) {
      if (!isValidMediaKey(key)) return null
      let handle: fs.FileHandle
      try {
        handle = await fs.open(fileFor(key), 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const stat = await handle.stat()
        if (!stat.isFile()) {
          await handle.close()
          return null
        }
        // Keys are never reused for other bytes: size and time identify the version.
        const etag = `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`
        const plan = planRead(request, stat.size, etag)
        const answer = readHeaders(plan, stat.size, { ...headers, ETag: etag })
        if (!('start' in plan) || stat.size === 0) {
          await handle.close()
          return { status: 'start' in plan ? 200 : plan.status, headers: answer, body: null }
        }
        const stream = handle.createReadStream({
          start: plan.start,
          end: plan.end,
          autoClose: true,
        })
        return {
          status: plan.status,
          headers: answer,
          body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        }
      } catch (error) {
        await handle.close()
        throw error
      }
    },
  }
}
