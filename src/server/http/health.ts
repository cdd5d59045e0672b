import { sql } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'

/** How long /readyz waits for `select 1` before calling the database unavailable. */
const READY_PROBE_MS = 2000

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('timed out')), ms).unref()
  })

/**
 * `/healthz`: the process runs (a liveness probe; also the client's connectivity probe, so it
 * never depends on the database). `/readyz`: send traffic here: the database answers and the
 * instance is not stopping.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ success: true, status: 'ok' }))
  .get('/readyz', async (c) => {
    const { db, lifecycle } = c.get('deps')
    if (lifecycle.draining) return c.json({ success: false, status: 'draining' }, 503)
    try {
      await Promise.race([db.execute(sql`select 1`), timeout(READY_PROBE_MS)])
    } catch {
      return c.json({ success: false, status: 'database unavailable' }, 503)
    }
    return c.json({ success: true, status: 'ready' })
  })

/** While stopping, every answer closes its connection, so proxies stop reusing it. */
export const closeWhileDraining: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.get('deps').lifecycle.draining) c.res.headers.set('Connection', 'close')
}
