import {
  assertValidMediaKey,
  contentTypeForKey,
  isValidMediaKey,
  type MediaStorage,
} from './media-storage'
import { type SigningCredentials, sha256Hex, signRequest } from './sigv4'

export interface S3Settings extends SigningCredentials {
  bucket: string
  /** An S3-compatible endpoint (MinIO, R2, Ceph...), addressed path-style. Unset: AWS S3. */
  endpoint?: string | undefined
}

/** Long enough for a 3 MB original on a slow link to the store; short enough to fail a request. */
const REQUEST_TIMEOUT_MS = 15_000

/** What a CDN in front of the bucket (MEDIA_CDN_URL) should send: the names never change. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const EMPTY_HASH = sha256Hex('')

/** The store's answer to a request it refused; the message names the operation and S3's code. */
export class S3Error extends Error {
  override name = 'S3Error'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Path-style on a custom endpoint (works everywhere); virtual-hosted on AWS, as AWS now expects. */
export function objectUrl(settings: S3Settings, key: string): URL {
  if (settings.endpoint) {
    const base = settings.endpoint.replace(/\/+$/, '')
    return new URL(`${base}/${encodeURIComponent(settings.bucket)}/${key}`)
  }
  return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${key}`)
}

/** `<Code>NoSuchBucket</Code>` out of S3's XML error body, when there is one. */
const errorCode = (body: string) => /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1]

/**
 * Media in an S3-compatible bucket (DESIGN §2, §11: instances share it). Same contract as the
 * local disk: keys are validated, the type follows the key's extension, a missing object reads
 * as null and deleting one is not an error. Requests are signed with SigV4; the credentials go
 * into the signature only, never into an error or a log line.
 */
export function createS3Storage(
  settings: S3Settings,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): MediaStorage {
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    headers?: Record<string, string>,
  ): Promise<Response> {
    const url = objectUrl(settings, key)
    const payloadHash = body ? sha256Hex(body) : EMPTY_HASH
    const signed = signRequest({ method, url, headers, payloadHash, now: now() }, settings)
    return fetchImpl(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  }

  async function refused(operation: string, key: string, response: Response): Promise<S3Error> {
    const code = errorCode(await response.text().catch(() => '')) ?? 'no error code'
    return new S3Error(response.status, `S3 ${operation} ${key}: ${response.status} (${code}).`)
  }

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

    async delete(key) {
      assertValidMediaKey(key)
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) throw await refused('DELETE', key, response)
      await response.body?.cancel()
    },
  }
}
