import type { Context } from 'hono'
import { clientAddress, normalizeAddress, type TrustProxy } from './trust-proxy'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The TCP peer; 'local' when the app is called without a socket (tests, scripts). */
export function peerAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined
  return normalizeAddress(env?.incoming?.socket?.remoteAddress ?? 'local')
}

/** Whether the peer is a trusted proxy, so its X-Forwarded-Proto and -Host may be believed. */
export function peerIsProxy(c: Context, trust: TrustProxy): boolean {
  return trust.trusts(peerAddress(c), 0)
}

/** The first value of a forwarded header from a trusted proxy; undefined otherwise. */
export function forwardedHeader(c: Context, trust: TrustProxy, name: string): string | undefined {
  if (!peerIsProxy(c, trust)) return undefined
  return c.req.header(name)?.split(',')[0]?.trim() || undefined
}

/** The caller's address: the rightmost X-Forwarded-For entry not written by a trusted proxy. */
export function clientIp(c: Context, trust: TrustProxy): string {
  return clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trust)
}
