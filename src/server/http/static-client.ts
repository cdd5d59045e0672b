import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'

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

/**
 * Serves the built client from `root`: hashed assets immutable, the shell and service worker
 * revalidated, and client routes answered with `index.html` (any GET without an extension
 * outside the server's prefixes, unless the client asks only for JSON).
 */
export function staticClient(root: string): MiddlewareHandler {
  const base = path.resolve(root)
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const urlPath = decodeURIComponent(c.req.path)
    if (isServerPath(urlPath)) return next()

    const candidate = path.resolve(base, `.${urlPath}`)
    if (candidate.startsWith(`${base}${path.sep}`) && path.extname(candidate)) {
      const stat = await fs.stat(candidate).catch(() => null)
      if (stat?.isFile()) {
        const type = TYPES[path.extname(candidate)] ?? 'application/octet-stream'
        c.header('Content-Type', type)
        c.header('Cache-Control', cacheControlFor(urlPath))
        if (c.req.method === 'HEAD') return c.body(null)
        return c.body(new Uint8Array(await fs.readFile(candidate)))
      }
      return next()
    }

    const index = path.join(base, 'index.html')
    if (asksOnlyForJson(c.req.header('accept')) || path.extname(urlPath) || !existsSync(index)) {
      return next()
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(await fs.readFile(index, 'utf8'))
  }
}
