import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/** Behind HTTPS the cookie gets `Secure` and the `__Host-` prefix (DESIGN §4). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-seen_session' : 'seen_session'
}

export function isSecureRequest(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined
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
