import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The caller's address; behind a trusted proxy the first X-Forwarded-For entry. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'local'
}
