import type { Context } from 'hono'
import { isForeignShare, sharePageUrl } from '~/shared/share-target'
import { isSecureRequest } from '../auth/cookie'
import type { AppEnv } from '../context'
import { forwardedHeader } from '../http/client-ip'

/** This site's origin as the browser addressed it (behind a trusted proxy, as forwarded). */
function ownOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('deps')
  const host =
    forwardedHeader(c, config.TRUST_PROXY, 'x-forwarded-host') ??
    c.req.header('host') ??
    new URL(c.req.url).host
  return `${isSecureRequest(c, config.TRUST_PROXY) ? 'https' : 'http'}://${host}`
}

/**
 * POST /share-target when no service worker answered it (site data cleared under an installed
 * app): the server cannot keep photos on the device, so the page asks to share them again,
 * by then with the worker in place, or says another site sent the form (the worker's own
 * check, here with the Fetch Metadata and Origin headers a worker never sees).
 */
export function shareTargetFallback(c: Context<AppEnv>) {
  const facts = {
    fetchSite: c.req.header('sec-fetch-site') ?? null,
    origin: c.req.header('origin') ?? null,
    referrer: c.req.header('referer') ?? '',
    referrerPolicy: '',
    destination: c.req.header('sec-fetch-dest') ?? '',
  }
  const problem = isForeignShare(facts, ownOrigin(c)) ? 'foreign' : 'unreadable'
  return c.redirect(sharePageUrl({ kept: 0, notPhotos: 0, overLimit: 0, problem }), 303)
}
