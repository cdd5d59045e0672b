import type { Server } from 'node:http'
import type { Lifecycle } from './context'
import type { Logger } from './logger'

export interface StopOptions {
  server: Server
  lifecycle: Lifecycle
  log: Logger
  /** Keep accepting while load balancers notice /readyz failing (SHUTDOWN_DELAY_MS). */
  delayMs: number
  /** Longest wait for requests in flight once the listener is closed (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number
  /** Releases what the server used (the database pool); runs once no request is left. */
  release(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A stop that drops no request: /readyz fails and every answer closes its connection; after
 * the delay the listener closes and idle keep-alive connections with it; requests in flight
 * finish (up to the timeout, then their connections are cut); then the pool closes.
 * Resolves true when every request finished in time.
 */
export async function drainAndStop(options: StopOptions): Promise<boolean> {
  const { server, lifecycle, log } = options
  lifecycle.draining = true
  log.info({ delayMs: options.delayMs, timeoutMs: options.timeoutMs }, 'draining')
  if (options.delayMs > 0) await sleep(options.delayMs)
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)))
  // A connection whose last request finishes during the wait turns idle: close it then too, so
  // the wait ends with the last request rather than with a client's keep-alive timeout.
  server.closeIdleConnections()
  const sweep = setInterval(() => server.closeIdleConnections(), 100)
  const finished = await Promise.race([closed, sleep(options.timeoutMs).then(() => false)])
  clearInterval(sweep)
  if (!finished) {
    log.warn('requests still running after SHUTDOWN_TIMEOUT_MS; closing their connections')
    server.closeAllConnections()
    await closed
  }
  await options.release()
  log.info('stopped')
  return finished
}
