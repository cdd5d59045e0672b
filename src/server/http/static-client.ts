import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { type Encoding, pickEncoding, varyOnEncoding } from './compression'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The face engine's WebAssembly (scripts/find-me-assets.ts): compiled as it streams in.
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/** Paths the single-page app never answers: the server owns them. */
const SERVER_PREFIXES = ['/api/', '/bff/', '/account/', '/media/']
const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

export const isServerPath = (p: string) =>
  SERVER_PREFIXES.some((prefix) => p.startsWith(prefix) || p === prefix.slice(0, -1))

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (NO_CACHE.has(urlPath)) return 'no-cache'
  return 'public, max-age=3600'
}

/** A client naming JSON but neither HTML nor the any-type wildcard gets no page. */
export const asksOnlyForJson = (accept: string | undefined) =>
  !!accept &&
  accept.includes('application/json') &&
  !accept.includes('text/html') &&
  !accept.includes('*/*')

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** Which precompressed copies (scripts/precompress.ts) exist beside a file found; asked once. */
function copiesOf(file: string, known: Map<string, Encoding[]>): Encoding[] {
  let copies = known.get(file)
  if (!copies) {
    copies = (Object.keys(SUFFIX) as Encoding[]).filter((e) => existsSync(file + SUFFIX[e]))
    known.set(file, copies)
  }
  return copies
}

/**
 * Sends one built file, its Brotli or gzip copy when the client accepts one, with a validator so
 * a revalidated shell costs a 304.
 */
async function sendFile(
  c: Context,
  file: string,
  cacheControl: string,
  known: Map<string, Encoding[]>,
) {
  const original = await fs.stat(file).catch(() => null)
  if (!original?.isFile()) return null
  const copies = copiesOf(file, known)
  let encoding = pickEncoding(c.req.header('accept-encoding'), copies)
  let stat = encoding ? await fs.stat(file + SUFFIX[encoding]).catch(() => null) : original
  // A copy older than its file (the file was replaced after the build) would send stale bytes.
  if (!stat || stat.mtimeMs < original.mtimeMs) {
    encoding = null
    stat = original
  }
  const sent = encoding ? file + SUFFIX[encoding] : file
  const headers = new Headers({
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}-${encoding ?? 'id'}"`,
  })
  if (copies.length > 0) varyOnEncoding(headers)
  if (encoding) headers.set('Content-Encoding', encoding)
  if (c.req.header('if-none-match') === headers.get('ETag')) {
    return c.body(null, 304, Object.fromEntries(headers))
  }
  headers.set('Content-Length', String(stat.size))
  if (c.req.method === 'HEAD') return c.body(null, 200, Object.fromEntries(headers))
  return c.body(new Uint8Array(await fs.readFile(sent)), 200, Object.fromEntries(headers))
}

/**
 * The page a client route is answered with: the build's copy of `index.html` for the route's
 * first path segment where the build wrote one (`pages/index.html`, `/` with the welcome words:
 * scripts/welcome-page.ts), or `index.html` itself.
 */
export function shellFile(base: string, urlPath: string): string {
  const segment = urlPath.split('/')[1] ?? ''
  if (/^[\w-]*$/.test(segment)) {
    const page = path.join(base, 'pages', `${segment || 'index'}.html`)
    if (existsSync(page)) return page
  }
  return path.join(base, 'index.html')
}

/**
 * Serves the built client from `root`: hashed assets immutable, the shell and service worker
 * revalidated, and client routes answered with `index.html` (any GET without an extension
 * outside the server's prefixes, unless the client asks only for JSON). Text files go out as
 * their build-time Brotli or gzip copy by the request's Accept-Encoding.
 */
export function staticClient(root: string): MiddlewareHandler {
  const base = path.resolve(root)
  const known = new Map<string, Encoding[]>()
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const urlPath = decodeURIComponent(c.req.path)
    if (isServerPath(urlPath)) return next()

    const candidate = path.resolve(base, `.${urlPath}`)
    if (candidate.startsWith(`${base}${path.sep}`) && path.extname(candidate)) {
      const sent = await sendFile(c, candidate, cacheControlFor(urlPath), known)
      return sent ?? next()
    }

    const index = shellFile(base, urlPath)
    if (asksOnlyForJson(c.req.header('accept')) || path.extname(urlPath) || !existsSync(index)) {
      return next()
    }
    return (await sendFile(c, index, 'no-cache', known)) ?? next()
  }
}
