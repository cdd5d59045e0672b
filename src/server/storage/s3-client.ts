/**
 * Signed requests to an S3-compatible bucket: SigV4 by aws4fetch, no AWS SDK
 * (docs/decisions/039-s3-without-sdk.md). The media storage (s3.ts) and the clip uploads in
 * progress (clips/s3-upload-store.ts, through s3-bucket.ts) send through it.
 */
import { createHash } from 'node:crypto'
import { AwsV4Signer } from 'aws4fetch'

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

/** Long enough for a 5 MB body on a slow link to the store; short enough to fail a request. */
const REQUEST_TIMEOUT_MS = 15_000

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

/**
 * Path-style on a custom endpoint (works everywhere); virtual-hosted on AWS, as AWS now expects.
 * The key `''` is the bucket itself (its listings).
 */
export function objectUrl(settings: S3Settings, key: string): URL {
  if (settings.endpoint) {
    const base = settings.endpoint.replace(/\/+$/, '')
    return new URL(`${base}/${encodeURIComponent(settings.bucket)}/${key}`)
  }
  return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${key}`)
}

/** `<Code>NoSuchBucket</Code>` out of S3's XML error body, when there is one. */
export const errorCode = (body: string) => /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1]

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE'
  key: string
  /** Subresources and parameters (`uploads`, `uploadId`, `list-type`...), signed with the rest. */
  query?: Record<string, string>
  body?: Uint8Array
  headers?: Record<string, string>
  /** How long the request and its answer's body may take; REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number
}

export interface S3Client {
  settings: S3Settings
  send(request: S3Request): Promise<Response>
  /** The error for a refused answer (its body read and dropped); never the credentials. */
  refused(operation: string, key: string, response: Response): Promise<S3Error>
}

/**
 * Every request is signed with SigV4, with a session token when the credentials are temporary;
 * the body's hash is signed too. The credentials go into the signature only, never into an error
 * or a log line.
 */
export function createS3Client(
  settings: S3Settings,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): S3Client {
  return {
    settings,
    async send({ method, key, query = {}, body, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS }) {
      const url = objectUrl(settings, key)
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
      const signer = new AwsV4Signer({
        method,
        url: url.toString(),
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
        // A copy on its own ArrayBuffer: what fetch's BodyInit takes.
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    },
    async refused(operation, key, response) {
      const code = errorCode(await response.text().catch(() => '')) ?? 'no error code'
      return new S3Error(response.status, `S3 ${operation} ${key}: ${response.status} (${code}).`)
    },
  }
}
