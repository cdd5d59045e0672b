/**
 * Only same-origin paths may be a returnUrl; anything else (other hosts, protocol-relative
 * `//evil`, backslash tricks, `javascript:`) falls back to `/`. The value is normalised
 * first and the result is what is checked: `/.//evil.example` normalises to `//evil.example`,
 * which a browser would read as another host.
 */
const MAX_LENGTH = 2000
const BASE = 'http://return.invalid'

export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  const normal = `${url.pathname}${url.search}${url.hash}`
  if (!normal.startsWith('/') || normal.startsWith('//') || normal.length > MAX_LENGTH) return '/'
  return normal
}
