/**
 * Only same-origin paths may be a returnUrl; anything else (other hosts, protocol-relative
 * `//evil`, backslash tricks, `javascript:`) falls back to `/`.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/'
  const base = 'http://return.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return '/'
  }
  if (url.origin !== base) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
