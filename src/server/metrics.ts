import http from 'node:http'
import type pg from 'pg'
import client from 'prom-client'

/**
 * Prometheus metrics of this process. One registry per process: the counters are process-wide
 * facts, whichever app instance (tests build several) recorded them. Served on METRICS_PORT
 * only, never on the public port.
 */
export const registry = new client.Registry()
client.collectDefaultMetrics({ register: registry })

export const requestDuration = new client.Histogram({
  name: 'seen_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const idempotencyOutcomes = new client.Counter({
  name: 'seen_idempotency_outcomes_total',
  help: 'Keyed writes: first runs, replays, 409 in flight, 422 reused keys, stale claims taken over.',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export type IdempotencyOutcome = 'claimed' | 'replayed' | 'in_flight' | 'reused' | 'taken_over'

export const imageDuration = new client.Histogram({
  name: 'seen_image_processing_seconds',
  help: 'Time to decode, resize and store one uploaded photo, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
  registers: [registry],
})

const pools = new Set<pg.Pool>()

new client.Gauge({
  name: 'seen_db_pool_connections',
  help: 'Database pool connections: total, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let total = 0
    let idle = 0
    let waiting = 0
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool)
        continue
      }
      total += pool.totalCount
      idle += pool.idleCount
      waiting += pool.waitingCount
    }
    this.set({ state: 'total' }, total)
    this.set({ state: 'idle' }, idle)
    this.set({ state: 'waiting' }, waiting)
  },
})

/** Reports `pool` in seen_db_pool_connections until it ends. */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool)
}

/** GET /metrics on its own port (METRICS_PORT), so the public port never shows it. */
export function serveMetrics(port: number, host: string): http.Server {
  return http
    .createServer(async (req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end()
        return
      }
      try {
        const body = await registry.metrics()
        res.writeHead(200, { 'Content-Type': registry.contentType }).end(body)
      } catch {
        res.writeHead(500).end()
      }
    })
    .listen(port, host)
}
