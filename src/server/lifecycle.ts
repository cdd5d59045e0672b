import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { Lifecycle } from './context'
import type { Logger } from './logger'

export interface StopOptions {
  server: Server
  lifecycle: Lifecycle
  log: Logger
  /** Requests being answered now (countRequests). */
  running: () => number
  /** Keep accepting while load balancers notice /readyz failing (SHUTDOWN_DELAY_MS). */
  delayMs: number
  /** Longest wait for requests in flight once the listener is closed (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number
  /** Releases what the server used (the database pool); runs once no request is left. */
  release(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Counts the requests the server is answering; call it when the server is made. */
export function countRequests(server: Server): () => number {
  let running = 0
  server.on('request', (_request, response: ServerResponse) => {
    running += 1
    response.once('close', () => {
      running -= 1
    })
  })
  return () => running
}

/**
 * A stop that drops no request: /readyz fails and every answer closes its connection; after
 * the delay the listener stops accepting; requests in flight finish (up to the timeout, then
 * their connections are cut); then the pool closes. Resolves true when every request finished
 * in time.
 *
 * An idle keep-alive connection is never closed from here: a proxy may be sending a request on
 * it at that very moment, and nginx answers such a POST with 502 rather than retry it. Its owner
 * closes it (nginx after its upstream keep-alive timeout, below Node's) or sends one more request,
 * answered with `Connection: close`; Node's own keep-alive timeout ends the rest.
 */
export async function drainAndStop(options: StopOptions): Promise<boolean> {
  const { server, lifecycle, log } = options
  lifecycle.draining = true
  log.info({ delayMs: options.delayMs, timeoutMs: options.timeoutMs }, 'draining')
  if (options.delayMs > 0) await sleep(options.delayMs)
  // net.Server's close: http.Server's would also close the idle connections (see above).
  const closed = new Promise<true>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve(true))
  })
  const ended = await Promise.race([closed, sleep(options.timeoutMs).then(() => false)])
  const cut = !ended && options.running() > 0
  if (!ended) {
    if (cut) log.warn('requests still running after SHUTDOWN_TIMEOUT_MS; closing their connections')
    server.closeAllConnections()
    await closed
  }
  await options.release()
  log.info('stopped')
  return !cut
}
