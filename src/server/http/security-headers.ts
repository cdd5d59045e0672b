import type { MiddlewareHandler } from 'hono'

/** The policy of every answer; tests/e2e/find-me-harness-server.ts serves the same. */
export const CSP = [
  "default-src 'self'",
  // WebAssembly may be compiled (the face engine's, docs/decisions/185-find-me-on-device.md);
  // JavaScript's eval stays forbidden.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * docs/architecture/accounts-and-security.md#requests-and-answers headers on every response. Inline
 * styles are allowed for UI libraries; scripts are not.
 */
export const securityHeaders = (options: { hsts: boolean }): MiddlewareHandler =>
  async function securityHeadersMiddleware(c, next) {
    await next()
    const h = c.res.headers
    h.set('Content-Security-Policy', CSP)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=()')
    h.set('X-Frame-Options', 'DENY')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (options.hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
