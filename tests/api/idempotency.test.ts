import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { Hono } from 'hono'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClipUploads } from '~/server/clips/clip-uploads'
import type { AppEnv } from '~/server/context'
import { idempotencyKeys } from '~/server/db/schema'
import { ApiError, failure } from '~/server/http/errors'
import { IDEMPOTENCY_TTL_MS, idempotency } from '~/server/http/idempotency'
import { createReadCache } from '~/server/http/read-cache'
import { jsonBody } from '~/server/http/validate'
import { createLiveHub } from '~/server/live/hub'
import { silentLogger } from '~/server/logger'
import { createMemoryStorage } from '~/server/storage'
import { MSG } from '~/shared/messages'
import { createTestApp, type TestApp } from './helpers'

/**
 * The middleware in front of a counter route, so each test can see how often the handler ran.
 * Real mutations use the same middleware through createApp.
 */
let t: TestApp
let runs = 0
let app: Hono<AppEnv>
let release: (() => void) | null = null

beforeAll(async () => {
  t = await createTestApp()
  app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('deps', {
      db: t.db,
      config: t.config,
      logger: silentLogger,
      clock: () => t.clock.now(),
      storage: createMemoryStorage(),
      clipUploads: createClipUploads(path.join(t.config.dataDir, 'uploads')),
      mailer: t.mailer,
      readCache: createReadCache(0),
      lifecycle: { draining: false },
      live: createLiveHub({ db: t.db, logger: silentLogger }),
      push: t.push,
    })
    c.set('log', silentLogger)
    c.set('user', null)
    await next()
  })
  app.use(idempotency((c) => `guest:${c.req.header('x-guest') ?? 'a'}`))
  app.post('/count', async (c) => {
    const body = await jsonBody(c, v.object({ n: v.number('n must be a number.') }))
    runs += 1
    return c.json({ success: true, runs, n: body.n })
  })
  app.post('/slow', async (c) => {
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return c.json({ success: true })
  })
  app.post('/boom', () => {
    runs += 1
    throw new Error('transient')
  })
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json(failure(error.errors), error.status)
      : c.json(failure({ userMessage: [MSG.unexpected] }), 500),
  )
})
afterAll(() => t.close())

const post = (path: string, body: unknown, key?: string, guest = 'a') =>
  app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      'x-guest': guest,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  })

describe('Idempotency-Key', () => {
  it('runs the handler once and replays the first response for the same key', async () => {
    const key = randomUUID()
    const first = await post('/count', { n: 1 }, key)
    const again = await post('/count', { n: 1 }, key)
    expect(await again.json()).toEqual(await first.json())
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(runs).toBe(1)
  })

  it('answers 422 for the same key with another body, running nothing', async () => {
    const key = randomUUID()
    await post('/count', { n: 1 }, key)
    const before = runs
    const res = await post('/count', { n: 2 }, key)
    expect(res.status).toBe(422)
    expect((await res.json()).errors.userMessage).toEqual([MSG.idempotencyReused])
    expect(runs).toBe(before)
  })

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID()
    const first = post('/slow', {}, key)
    await new Promise((r) => setTimeout(r, 50))
    const second = await post('/slow', {}, key)
    expect(second.status).toBe(409)
    expect((await second.json()).errors.userMessage).toEqual([MSG.idempotencyInFlight])
    release?.()
    expect((await first).status).toBe(200)
  })

  it('lets a retry take over a request left in flight past IDEMPOTENCY_STALE_MS (its instance died)', async () => {
    const key = randomUUID()
    const body = JSON.stringify({ n: 3 })
    // What an instance killed during the request leaves behind: a claim without an answer.
    await t.db.insert(idempotencyKeys).values({
      owner: 'guest:a',
      key,
      requestHash: createHash('sha256').update(`POST /count\n${body}`).digest('hex'),
      createdAt: t.clock.now(),
    })
    const before = runs
    t.clock.advance(t.config.IDEMPOTENCY_STALE_MS - 1000)
    expect((await post('/count', body, key)).status).toBe(409)
    expect(runs).toBe(before)

    t.clock.advance(2000)
    const retried = await post('/count', body, key)
    expect(retried.status).toBe(200)
    expect(runs).toBe(before + 1)
    const again = await post('/count', body, key)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual({ success: true, runs: before + 1, n: 3 })
  })

  it('keeps keys per owner: another guest may use the same key', async () => {
    const key = randomUUID()
    const before = runs
    await post('/count', { n: 5 }, key, 'a')
    await post('/count', { n: 5 }, key, 'b')
    expect(runs).toBe(before + 2)
  })

  it('replays a stored 4xx but lets a request that failed with 5xx be retried', async () => {
    const bad = randomUUID()
    const first = await post('/count', { n: 'x' }, bad)
    expect(first.status).toBe(400)
    expect((await post('/count', { n: 'x' }, bad)).headers.get('idempotent-replayed')).toBe('true')

    const flaky = randomUUID()
    const before = runs
    expect((await post('/boom', {}, flaky)).status).toBe(500)
    expect((await post('/boom', {}, flaky)).status).toBe(500)
    expect(runs).toBe(before + 2)
  })

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID()
    await post('/count', { n: 9 }, key)
    const before = runs
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1000)
    await post('/count', { n: 9 }, key)
    expect(runs).toBe(before + 1)
  })

  it('refuses a key that is not a UUID with 400', async () => {
    const res = await post('/count', { n: 1 }, 'not-a-uuid')
    expect(res.status).toBe(400)
    expect((await res.json()).errors.userMessage).toEqual([MSG.idempotencyInvalid])
  })
})

describe('JSON bodies', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const res = await post('/count', '{"n": ')
    expect(res.status).toBe(400)
    expect((await res.json()).errors.userMessage).toEqual([MSG.malformedJson])
  })

  it('names the field of a schema failure', async () => {
    const res = await post('/count', { n: 'seven' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.n).toEqual(['n must be a number.'])
  })
})
