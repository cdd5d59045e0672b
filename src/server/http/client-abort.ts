import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { UnofficialStatusCode } from 'hono/utils/http-status'
import { loggablePath } from '../logger'

/** nginx's status for a request its client closed before the answer: not a server error. */
export const CLIENT_CLOSED_REQUEST = 499

/**
 * Whether the client went away while its request was being read: the incoming stream was
 * cut before its end (a phone that lost its link mid-upload, an app that gave up). The server
 * did nothing wrong, so it is not an error to alert on. An error of the server's own outgoing
 * calls (S3, SMTP) never matches: only this request's own stream is looked at.
 */
export function clientWentAway(c: Context): boolean {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false
  const incoming = env.incoming as IncomingMessage
  return incoming.readableAborted || (incoming.destroyed && !incoming.complete)
}

/** The answer nobody reads: 499, logged at info, with no body. */
export function clientClosedRequest(c: Context) {
  c.get('log').info(
    { method: c.req.method, path: loggablePath(c.req.path), status: CLIENT_CLOSED_REQUEST },
    'client closed the request',
  )
  return c.body(null, CLIENT_CLOSED_REQUEST as UnofficialStatusCode)
}
