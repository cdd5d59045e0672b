import { createHash, createHmac } from 'node:crypto'

/** AWS Signature Version 4, as S3 and S3-compatible stores (MinIO, R2, Ceph...) check it. */
export interface SigningRequest {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (any case). */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string
  now: Date
}

export interface SigningCredentials {
  region: string
  accessKeyId: string
  secretAccessKey: string
  service?: string
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters is %XX. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/** S3 signs the path as sent, each segment encoded once (no double encoding, unlike other services). */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/')

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')

/** `20130524T000000Z` */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * The headers to send with the request: the given ones plus `x-amz-date`, `x-amz-content-sha256`
 * and `authorization`. `host` is signed but left out: fetch sends it from the URL.
 */
export function signRequest(
  request: SigningRequest,
  credentials: SigningCredentials,
): Record<string, string> {
  const service = credentials.service ?? 's3'
  const stamp = amzDate(request.now)
  const day = stamp.slice(0, 8)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
  }
  headers['x-amz-date'] = stamp
  headers['x-amz-content-sha256'] = request.payloadHash
  const signed: Record<string, string> = { ...headers, host: request.url.host }
  const names = Object.keys(signed).sort()
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${signed[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n')
  const scope = `${day}/${credentials.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = [day, credentials.region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${credentials.secretAccessKey}`,
  )
  const signature = hmac(key, stringToSign).toString('hex')
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`
  return headers
}
