import type { MiddlewareHandler } from 'hono'
import { MSG } from '~/shared/messages'
import { forwardedHeader } from './client-ip'
import { ApiError } from './errors'
import type { TrustProxy } from './trust-proxy'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Downloads a plain link starts, so the browser streams them to disk instead of the page holding
 * them in memory. They read and change nothing a cross-site page could see: such a page may make
 * a signed-in browser download a file it can never read. The data download also needs a link
 * signed for the session (routes/account-export.ts), which only a call with the header gets.
 */
const PLAIN_LINK_DOWNLOAD = /^\/api\/(seen\/[A-Za-z0-9_-]+\/photos|account\/export)\.zip$/

/** `/api/*` and `/bff/user` need `X-CSRF: 1`: a header a cross-site form or image cannot send. */
export const requireCsrfHeader: MiddlewareHandler = async (c, next) => {
  const download = SAFE_METHODS.has(c.req.method) && PLAIN_LINK_DOWNLOAD.test(c.req.path)
  if (!download && c.req.header('x-csrf') !== '1') throw ApiError.user(403, MSG.csrfMissing)
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
