import type { App } from '~/server/app'
import { checkContract } from './contract'

/** Remembers cookies from `Set-Cookie` the way a browser would, for one client. */
export class CookieJar {
  readonly #cookies = new Map<string, string>()

  /** Take every `Set-Cookie` of a response; an expired or emptied cookie is forgotten. */
  capture(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      if (eq < 1) continue
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (value === '' || attributes.some(isExpiry)) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  /** Hold a cookie as if a response had set it (a forged or stale one, say). */
  set(name: string, value: string): void {
    this.#cookies.set(name, value)
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name)
  }

  clear(): void {
    this.#cookies.clear()
  }

  /** The `Cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

function isExpiry(attribute: string): boolean {
  const [key = '', value = ''] = attribute.split('=')
  const lower = key.toLowerCase()
  if (lower === 'max-age') return Number(value) <= 0
  if (lower === 'expires') return new Date(value).getTime() <= Date.now()
  return false
}

export interface RequestOptions {
  /** A literal `Cookie` header; otherwise the jar's cookies are sent. */
  cookie?: string
  headers?: Record<string, string>
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Requests as the client makes them: `X-CSRF: 1`, JSON bodies, and (with a jar) cookies sent
 * and captured. Every success answer is read with the client's schema (./contract.ts). `form` posts form-encoded fields the way the account pages do.
 */
export function api(app: App, jar?: CookieJar) {
  const send = async (method: Method, path: string, init: RequestInit, options: RequestOptions) => {
    const headers = new Headers(init.headers)
    headers.set('X-CSRF', '1')
    const cookie = options.cookie ?? jar?.header()
    if (cookie) headers.set('Cookie', cookie)
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
    const res = await app.request(path, { ...init, method, headers })
    jar?.capture(res)
    await checkContract(method, path, res)
    return res
  }
  const withJson =
    (method: Method) =>
    (path: string, body?: unknown, options: RequestOptions = {}) =>
      send(
        method,
        path,
        body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
        options,
      )

  return {
    get: (path: string, options: RequestOptions = {}) => send('GET', path, {}, options),
    post: withJson('POST'),
    put: withJson('PUT'),
    patch: withJson('PATCH'),
    delete: withJson('DELETE'),
    form: (path: string, fields: Record<string, string>, options: RequestOptions = {}) =>
      send(
        'POST',
        path,
        {
          body: new URLSearchParams(fields).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        options,
      ),
  }
}
