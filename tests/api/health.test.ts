import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRetryableStatus, retryAfterMs } from '~/lib/offline/retryable'
import { createApp } from '~/server/app'
import { sessionCookieName } from '~/server/auth/cookie'
import type { Lifecycle } from '~/server/context'
import { closeDb, connect } from '~/server/db/client'
import { silentLogger } from '~/server/logger'
import { MSG } from '~/shared/messages'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('/healthz and /readyz', () => {
  it('are both 200 while the database answers', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200)
    const ready = await t.app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ success: true, status: 'ready' })
  })

  it('when the database is gone: /healthz stays 200 (the process lives), /readyz is 503', async () => {
    const db = connect('postgres://nobody:x@127.0.0.1:1/none', { max: 1, connectTimeoutMs: 500 })
    const app = createApp({ db, config: t.config, logger: silentLogger })
    try {
      expect((await app.request('/healthz')).status).toBe(200)
      const ready = await app.request('/readyz')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ success: false, status: 'database unavailable' })
    } finally {
      await closeDb(db)
    }
  })

  it('when the database is gone, a call answers 503 with Retry-After, one the client sends again', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    const db = connect('postgres://nobody:x@127.0.0.1:1/none', { max: 1, connectTimeoutMs: 500 })
    const app = createApp({ db, config: t.config, logger })
    try {
      for (const [method, url] of [
        ['GET', '/api/appearance/list/AbCdEf123456'],
        ['GET', '/bff/user'],
        ['POST', '/api/follow/unfollow'],
      ] as const) {
        const res = await app.request(url, {
          method,
          headers: {
            'X-CSRF': '1',
            'Content-Type': 'application/json',
            Cookie: `${sessionCookieName(false)}=${'a'.repeat(43)}`,
          },
          body: method === 'POST' ? JSON.stringify({ userId: 'someone' }) : undefined,
        })
        expect(res.status, url).toBe(503)
        expect(await res.json()).toEqual({
          success: false,
          errors: { userMessage: [MSG.briefOutage] },
          errorMessage: MSG.briefOutage,
        })
        expect(isRetryableStatus(res.status)).toBe(true)
        expect(retryAfterMs(res.headers.get('retry-after'))).toBe(1000)
      }
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(line).toContain('database unavailable; answered 503')
        expect(line).not.toContain('stack')
      }
    } finally {
      await closeDb(db)
    }
  })

  it('while draining: /readyz is 503 and every answer closes its connection', async () => {
    const lifecycle: Lifecycle = { draining: false }
    const app = createApp({ db: t.db, config: t.config, logger: silentLogger, lifecycle })
    expect((await app.request('/healthz')).headers.get('connection')).toBeNull()
    lifecycle.draining = true
    const ready = await app.request('/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ success: false, status: 'draining' })
    expect(ready.headers.get('connection')).toBe('close')
    const health = await app.request('/healthz')
    expect(health.status).toBe(200)
    expect(health.headers.get('connection')).toBe('close')
  })
})
