import type { MediaRead, ReadRequest } from './media-read'

/** Where uploaded media lives. Local disk today; an S3-compatible adapter implements the same. */
export interface MediaStorage {
  /** Store `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** Store the file at `filePath` under `key` (a clip: too large to hold in memory twice). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>
  /** The stored bytes and their type, or null when nothing is stored under `key`. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>
  /** Remove `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>
  /**
   * Streams `key` for an HTTP GET, answering If-None-Match (304) and Range (206) itself; null
   * when nothing is stored. `headers` (type, caching) go on every answer.
   */
  read(
    key: string,
    request: ReadRequest,
    headers: Record<string, string>,
  ): Promise<MediaRead | null>
}

/** Public URL prefix of stored media: key `seens/ab/x.webp` is served at `/media/seens/ab/x.webp`. */
export const MEDIA_PREFIX = '/media/'

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/
const MAX_KEY_LENGTH = 512
const MAX_DEPTH = 6

/**
 * A key is 1..6 `/`-separated segments of letters, digits, `_`, `-` and `.` (never first), ending
 * in a known image or video extension. No `..`, no absolute paths, no backslashes, no empty segments:
 * a valid key can only name a file inside the storage root.
 */
export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  const segments = key.split('/')
  if (segments.length > MAX_DEPTH) return false
  if (!segments.every((segment) => SEGMENT.test(segment))) return false
  return contentTypeForKey(key) !== undefined
}

/** The content type a key's extension stands for, or undefined for an unknown extension. */
export function contentTypeForKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.')
  if (dot < 0) return undefined
  return CONTENT_TYPES[key.slice(dot + 1)]
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`)
}

export const mediaPath = (key: string) => `${MEDIA_PREFIX}${key}`

/** The storage key behind a public `/media/...` path, or null for anything else. */
export function keyFromMediaPath(publicPath: string | null | undefined): string | null {
  if (!publicPath?.startsWith(MEDIA_PREFIX)) return null
  const key = publicPath.slice(MEDIA_PREFIX.length)
  return isValidMediaKey(key) ? key : null
}
