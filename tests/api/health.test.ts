import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '~/server/app'
import type { Lifecycle } from '~/server/context'
import { closeDb, connect } from '~/server/db/client'
import { silentLogger } from '~/server/logger'
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
