import { readFile } from 'node:fs/promises'
import type { MediaRead } from './media-read'
import {
  assertValidMediaKey,
  contentTypeForKey,
  isValidMediaKey,
  type MediaStorage,
} from './media-storage'
import { createS3Client, type S3Settings } from './s3-client'

export {
  amzDate,
  objectUrl,
  S3Error,
  type S3Settings,
  sha256Hex,
} from './s3-client'

/** What a CDN in front of the bucket (MEDIA_CDN_URL) should send: the names never change. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Answer headers of a ranged or conditional GET that are passed on to the browser. */
const PASSED_ON: Record<string, string> = {
  'content-length': 'Content-Length',
  'content-range': 'Content-Range',
  etag: 'ETag',
  'last-modified': 'Last-Modified',
}

/**
 * Media in an S3-compatible bucket (docs/architecture/overview.md#stack,
 * docs/architecture/operations.md#several-instances: instances share it). Same contract as the
 * local disk: keys are validated, the type follows the key's extension, a missing object reads as
 * null and deleting one is not an error. Requests are signed by s3-client.ts.
 */
export function createS3Storage(
  settings: S3Settings,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): MediaStorage {
  const client = createS3Client(settings, fetchImpl, now)
  const send = (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) => client.send({ method, key, body, headers })
  const refused = client.refused

  return {
    async put(key, data, contentType) {
      assertValidMediaKey(key)
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match key ${key}.`)
      }
      const response = await send('PUT', key, data, {
        'content-type': contentType,
        'cache-control': OBJECT_CACHE_CONTROL,
      })
      if (!response.ok) throw await refused('PUT', key, response)
      await response.body?.cancel()
    },

    /**
     * One signed PUT of the whole file (S3 takes up to 5 GB so): a clip (at most 200 MB, most
     * far less once reduced on the phone) is held in memory while it is sent.
     */
    async putFile(key, filePath, contentType) {
      await this.put(key, await readFile(filePath), contentType)
    },

    async get(key) {
      if (!isValidMediaKey(key)) return null
      const contentType = contentTypeForKey(key)
      if (!contentType) return null
      const response = await send('GET', key)
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw await refused('GET', key, response)
      return { data: Buffer.from(await response.arrayBuffer()), contentType }
    },

    /** The bucket answers If-None-Match and Range itself; its body streams through. */
    async read(key, request, headers): Promise<MediaRead | null> {
      if (!isValidMediaKey(key)) return null
      const conditions: Record<string, string> = {}
      if (request.range) conditions.range = request.range
      if (request.ifNoneMatch) conditions['if-none-match'] = request.ifNoneMatch
      const response = await send('GET', key, undefined, conditions)
      const { status } = response
      if (status === 404) {
        await response.body?.cancel()
        return null
      }
      if (status !== 200 && status !== 206 && status !== 304 && status !== 416) {
        throw await refused('GET', key, response)
      }
      const answer: Record<string, string> = { ...headers, 'Accept-Ranges': 'bytes' }
      for (const [name, as] of Object.entries(PASSED_ON)) {
        const value = response.headers.get(name)
        if (value) answer[as] = value
      }
      const streams = status === 200 || status === 206
      if (!streams) await response.body?.cancel()
      return { status, headers: answer, body: streams ? response.body : null }
    },

    async delete(key) {
      assertValidMediaKey(key)
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) throw await refused('DELETE', key, response)
      await response.body?.cancel()
    },
  }
}
