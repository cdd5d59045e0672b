import type { ServerOptions } from 'node:http'

/**
 * Node's own limits on a slow client: the whole request (headers and body) must arrive within
 * REQUEST_TIMEOUT_MS, or Node answers 408 and closes the connection, so a body trickled in a
 * byte a second holds a connection no longer than that and reaches no route. The headers get
 * at most a minute of it. Node checks its connections every `connectionsCheckingInterval`
 * (30 s by default), so a short timeout is checked proportionally more often.
 */
export function serverTimeouts(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
  }
}
