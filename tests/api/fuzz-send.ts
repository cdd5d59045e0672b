/**
 * How the generated suites send what they make: a write as JSON (or as the account pages' form
 * fields), a read with its query, text percent-encoded the way a raw client would send it.
 */
import { fill, type ReadRoute, type WriteRoute } from './fuzz-routes'
import type { TestApp } from './helpers'
import type { TestUser } from './seens-fixtures'

/** Stands for the literal `1e400` in the JSON text: it parses to Infinity. */
export const HUGE = '\u0000HUGE\u0000'

export const jsonText = (body: unknown) =>
  JSON.stringify(body).replaceAll(JSON.stringify(HUGE), '1e400')

/** Percent-encoding that keeps lone surrogates as the invalid UTF-8 a raw client would send. */
export const encodeText = (value: string) =>
  [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch)
      } catch {
        const code = ch.charCodeAt(0)
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      }
    })
    .join('')

/** `body` to `route` as `user` (signed out for the account pages' forms). */
export async function sendWrite(
  t: TestApp,
  user: TestUser,
  route: WriteRoute,
  body: unknown,
  params?: Record<string, string>,
) {
  const headers: Record<string, string> = { 'X-CSRF': '1' }
  const cookie = user.jar.header()
  if (cookie) headers.Cookie = cookie
  const path = fill(route.path, params ?? route.params)
  if (route.path.startsWith('/account/')) {
    if (typeof body !== 'object' || body === null) body = { [String(body)]: '' }
    const fields = Object.entries((body ?? {}) as Record<string, unknown>).map(
      ([k, v]) => [k, typeof v === 'string' ? v : jsonText(v)] as [string, string],
    )
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    const form = fields.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&')
    return t.app.request(path, { method: 'POST', headers: { ...headers, Cookie: '' }, body: form })
  }
  headers['Content-Type'] = 'application/json'
  return t.app.request(path, { method: route.method, headers, body: jsonText(body) })
}

export function readUrl(
  route: ReadRoute,
  params?: Record<string, string>,
  query?: Record<string, string>,
) {
  const search = Object.entries(query ?? route.query ?? {})
    .map(([k, v]) => `${encodeText(k)}=${v}`)
    .join('&')
  return `${fill(route.path, params ?? route.params)}${search ? `?${search}` : ''}`
}
