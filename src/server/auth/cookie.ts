import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { forwardedHeader } from '../http/client-ip'
import type { TrustProxy } from '../http/trust-proxy'

/**
 * Behind HTTPS the cookie gets `Secure` and the `__Host-` prefix
 * (docs/architecture/accounts-and-security.md#accounts-and-sessions).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-seen_session' : 'seen_session'
}

export function isSecureRequest(c: Context, trustProxy: TrustProxy): boolean {
  const forwarded = forwardedHeader(c, trustProxy, 'x-forwarded-proto')
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}

export function readSessionToken(c: Context, secure: boolean): string | undefined {
  return getCookie(c, sessionCookieName(secure))
}

export function writeSessionCookie(
  c: Context,
  secure: boolean,
  token: string,
  expires: Date,
): void {
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires,
  })
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure })
}
