import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '~/server/app'
import { parseConfig } from '~/server/config'
import { registry, serveMetrics, watchPool } from '~/server/metrics'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

interface LogLine {
  level: number
  msg: string
  requestId?: string
  method?: string
  route?: string
  path?: string
  status?: number
  ms?: number
}

function productionApp() {
  const lines: LogLine[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://seen.example',
    DATA_DIR: t.config.dataDir,
  })
  const app = createApp({ db: t.db, config, logger })
  return { app, lines }
}

/** One sample of a metric, read from the registry's text exposition. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await registry.metrics()
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('access logs in production', () => {
  it('log every request as JSON at info: method, route, status, duration, request id', async () => {
    const { app, lines } = productionApp()
    await app.request('/healthz', { headers: { 'X-Request-Id': 'req-123' } })
    const line = lines.find((l) => l.msg === 'request')
    expect(line).toMatchObject({
      level: 30,
      requestId: 'req-123',
      method: 'GET',
      route: '/healthz',
      path: '/healthz',
      status: 200,
    })
    expect(typeof line?.ms).toBe('number')
  })

  it('never log a token from the path or a cookie', async () => {
    const { app, lines } = productionApp()
    await app.request('/api/seen/invitations/accept/SECRET-TOKEN-123', {
      method: 'POST',
      headers: { 'X-CSRF': '1', Cookie: 'seen_session=COOKIE-TOKEN-456' },
    })
    const text = JSON.stringify(lines)
    expect(lines.some((l) => l.msg === 'request')).toBe(true)
    expect(text).not.toContain('SECRET-TOKEN-123')
    expect(text).not.toContain('COOKIE-TOKEN-456')
  })
})

describe('Prometheus metrics', () => {
  it('count request durations by route pattern and status', async () => {
    const labels = 'method="GET",route="/readyz",status="200"'
    const before = await sample('seen_http_request_duration_seconds_count', labels)
    await t.app.request('/readyz')
    await t.app.request('/readyz')
    expect(await sample('seen_http_request_duration_seconds_count', labels)).toBe(before + 2)
  })

  it('count idempotency outcomes: a first run, then a replay', async () => {
    const claimed = await sample('seen_idempotency_outcomes_total', 'outcome="claimed"')
    const replayed = await sample('seen_idempotency_outcomes_total', 'outcome="replayed"')
    const key = randomUUID()
    const post = () =>
      t.app.request('/api/seens', {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: '{}',
      })
    await post()
    expect((await post()).headers.get('idempotent-replayed')).toBe('true')
    expect(await sample('seen_idempotency_outcomes_total', 'outcome="claimed"')).toBe(claimed + 1)
    expect(await sample('seen_idempotency_outcomes_total', 'outcome="replayed"')).toBe(replayed + 1)
  })

  it('report pool usage and are served on their own port only', async () => {
    watchPool(t.db.$client)
    await t.app.request('/readyz')
    const server = serveMetrics(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const res = await fetch(`${base}/metrics`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/plain')
      const text = await res.text()
      expect(text).toMatch(/^seen_db_pool_connections\{state="total"\} [1-9]\d*$/m)
      expect(text).toContain('seen_image_processing_seconds')
      expect((await fetch(`${base}/`)).status).toBe(404)
      expect((await t.app.request('/metrics')).status).toBe(404)
    } finally {
      server.close()
    }
  })
})
