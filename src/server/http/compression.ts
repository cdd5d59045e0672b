import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

export type Encoding = 'br' | 'gzip'

/** Preferred first: Brotli is ~15–20% smaller than gzip on our JavaScript. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip']

/**
 * The best encoding the client accepts among `available`, or null for identity. Reads q-values,
 * so `br;q=0` refuses Brotli and `*` accepts any encoding not named.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = PREFERENCE,
): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  let best: Encoding | null = null
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding
  }
  return best
}

/** Smaller answers fit a packet or two already; compressing them costs more than it saves. */
export const JSON_COMPRESS_THRESHOLD = 1024
/**
 * Brotli quality 4 and gzip level 6 for answers made per request (docs/measurements.md): on a
 * 12 KiB list answer quality 5 saves another ~10% for ~1.5x the CPU, quality 11 ~100x.
 */
export const DYNAMIC_BROTLI_QUALITY = 4
export const DYNAMIC_GZIP_LEVEL = 6

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: DYNAMIC_GZIP_LEVEL })
}

/** Compressed answers kept by content: most JSON answers repeat (the read cache serves them). */
const MEMO_ENTRIES = 256
const memo = new Map<string, Buffer>()

/**
 * `compressBody` for an answer sent before (same bytes, same encoding) costs a hash instead of a
 * compression: under load that is the difference between ~1,800 and ~400 list answers a second.
 */
export async function compressCached(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`
  const hit = memo.get(key)
  if (hit) {
    memo.delete(key)
    memo.set(key, hit)
    return hit
  }
  const compressed = await compressBody(body, encoding)
  memo.set(key, compressed)
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value ?? key)
  return compressed
}

/** Adds Accept-Encoding to a response's Vary without losing what is there. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

/**
 * Compresses JSON answers above the threshold for clients that accept it. Only JSON: media and
 * the built client are compressed already (images by their format, the client at build time).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return
    if (!res.headers.get('Content-Type')?.startsWith('application/json')) return
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN)
    if (declared <= JSON_COMPRESS_THRESHOLD) return
    varyOnEncoding(res.headers)
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    const body = new Uint8Array(await res.arrayBuffer())
    if (body.length <= JSON_COMPRESS_THRESHOLD) {
      c.res = new Response(body, res)
      return
    }
    const compressed = await compressCached(body, encoding)
    c.res = new Response(new Uint8Array(compressed), res)
    // Hono copies the old response's headers onto the new one, so these are set after it.
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.set('Content-Length', String(compressed.length))
  }
}
