import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { AwsV4Signer } from 'aws4fetch'
import type { MediaRead } from './media-read'
import {
  assertValidMediaKey,
  contentTypeForKey,
  isValidMediaKey,
  type MediaStorage,
} from './media-storage'

export interface S3Settings {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Temporary credentials (STS, an IAM role): sent as X-Amz-Security-Token. */
  sessionToken?: string | undefined
  /** An S3-compatible endpoint (MinIO, R2, Ceph...), addressed path-style. Unset: AWS S3. */
  endpoint?: string | undefined
}

/** Long enough for a 3 MB original on a slow link to the store; short enough to fail a request. */
const REQUEST_TIMEOUT_MS = 15_000

/** What a CDN in front of the bucket (MEDIA_CDN_URL) should send: the names never change. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex')

const EMPTY_HASH = sha256Hex('')

/** `20130524T000000Z`: SigV4's timestamp. */
export const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, '')

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
 * null and deleting one is not an error. Requests are signed with SigV4 (aws4fetch), with a session
 * token when the credentials are temporary; the credentials go into the signature only, never into
 * an error or a log line.
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
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const signer = new AwsV4Signer({
      method,
      url: objectUrl(settings, key).toString(),
      headers: { ...headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_HASH },
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      sessionToken: settings.sessionToken,
      region: settings.region,
      service: 's3',
      datetime: amzDate(now()),
    })
    const signed = await signer.sign()
    return fetchImpl(signed.url, {
      method,
      headers: signed.headers,
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
