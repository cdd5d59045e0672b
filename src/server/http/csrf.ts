import type { MiddlewareHandler } from 'hono'
import { MSG } from '~/shared/messages'
import { forwardedHeader } from './client-ip'
import { ApiError } from './errors'
import type { TrustProxy } from './trust-proxy'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `/api/*` and `/bff/user` need `X-CSRF: 1`: a header a cross-site form or image cannot send. */
export const requireCsrfHeader: MiddlewareHandler = async (c, next) => {
  if (c.req.header('x-csrf') !== '1') throw ApiError.user(403, MSG.csrfMissing)
  await next()
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * State-changing requests whose browser-sent `Origin` names another host are refused.
 * Behind a trusted proxy (TRUST_PROXY) the forwarded host is the one the browser saw.
 */
export const checkOrigin =
  (options: { trustProxy: TrustProxy }): MiddlewareHandler =>
  async (c, next) => {
    const origin = c.req.header('origin')
    if (origin && !SAFE_METHODS.has(c.req.method)) {
      const host =
        forwardedHeader(c, options.trustProxy, 'x-forwarded-host') ??
        c.req.header('host') ??
        new URL(c.req.url).host
      if (originHost(origin) !== host) throw ApiError.user(403, MSG.foreignOrigin)
    }
    await next()
  }
