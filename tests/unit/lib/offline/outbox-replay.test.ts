import { describe, expect, it } from 'vitest'
import { CommunicationError } from '~/lib/api'
import { classifyFailure, retryDelay } from '~/lib/offline'
import { ENTRY_LIFETIME_MS } from '~/lib/offline/entry'
import { IDEMPOTENCY_TTL_MS } from '~/server/http/idempotency'
import { fakeServer, likeKind, messageKind, setup } from './helpers'

describe('classifyFailure', () => {
  it.each([0, 408, 409, 429, 500, 502, 503])('retries status %i', (status) => {
    expect(classifyFailure(new CommunicationError('x', status))).toBe('retry')
  })

  it.each([400, 401, 403, 404, 413, 422])('gives up on status %i', (status) => {
    expect(classifyFailure(new CommunicationError('x', status))).toBe('fail')
  })

  it('gives up on anything that is not a communication error', () => {
    expect(classifyFailure(new Error('bug'))).toBe('fail')
  })
})

describe('retryDelay', () => {
  it('grows exponentially from 2 s with 50–100 % jitter, capped at 5 min', () => {
    expect(retryDelay(1, () => 1)).toBe(2_000)
    expect(retryDelay(1, () => 0)).toBe(1_000)
    expect(retryDelay(3, () => 1)).toBe(8_000)
    expect(retryDelay(30, () => 1)).toBe(300_000)
  })
})

describe('Outbox replay', () => {
  it('sends messages in the order they were written', async () => {
    const { open } = setup()
    const server = fakeServer(() => ({}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    for (const text of ['one', 'two', 'three']) await outbox.queueOrdered(messageKind, 'c', text)
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent.map((call) => (call.request.body as { text: string }).text)).toEqual([
      'one',
      'two',
      'three',
    ])
    again.close()
  })

  it('holds later messages back while an earlier one waits for a retry', async () => {
    const { open, clock } = setup()
    let failing = true
    const server = fakeServer(() => (failing ? new CommunicationError('busy', 503) : {}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueOrdered(messageKind, 'c', 'one')
    await outbox.queueOrdered(messageKind, 'c', 'two')
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent).toHaveLength(1)
    const [first] = again.snapshot()
    expect(first).toMatchObject({ attempts: 1, lastError: 'busy', status: 'pending' })
    expect(first?.nextAttemptAt).toBe(clock.now + 2_000)

    failing = false
    await again.drain()
    expect(server.sent).toHaveLength(1)
    clock.now += 2_000
    await again.drain()
    const texts = server.sent.map((call) => (call.request.body as { text: string }).text)
    expect(texts).toEqual(['one', 'one', 'two'])
    expect(again.snapshot()).toEqual([])
    again.close()
  })

  it('stops and reports the lost connection when the server cannot be reached', async () => {
    const { open } = setup()
    const server = fakeServer(() => new CommunicationError('offline', 0))
    let lost = 0
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle(likeKind, 'a', true, false)
    await outbox.queueToggle(likeKind, 'b', true, false)
    outbox.close()
    const again = await open({ transport: server.transport, onConnectionLost: () => lost++ })
    await again.drain()
    expect(server.sent).toHaveLength(1)
    expect(lost).toBe(1)
    expect(again.snapshot().map((entry) => entry.attempts)).toEqual([1, 0])
    again.close()
  })

  it('sends an entry that did not reach the server as soon as the connection is back, with no backoff', async () => {
    const { open, clock } = setup()
    let reachable = false
    const server = fakeServer(() =>
      reachable ? { isLiked: true } : new CommunicationError('offline', 0),
    )
    let online = true
    const outbox = await open({ transport: server.transport, isOnline: () => online })
    await outbox.queueToggle(likeKind, 'a', true, false)
    for (let i = 0; i < 4; i++) await outbox.drain()
    const [waiting] = outbox.snapshot()
    expect(waiting?.attempts).toBeGreaterThanOrEqual(4)
    expect(waiting?.nextAttemptAt).toBe(clock.now)
    online = false
    // A run already past its connectivity check finishes first.
    await outbox.drain()
    await outbox.drain()
    reachable = true
    const tries = server.sent.length
    await outbox.drain()
    expect(server.sent).toHaveLength(tries)
    online = true
    await outbox.drain()
    expect(server.sent).toHaveLength(tries + 1)
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })

  it('still backs off after a server error (it answered: hammering it would not help)', async () => {
    const { open, clock } = setup()
    const server = fakeServer(() => new CommunicationError('busy', 503))
    const outbox = await open({ transport: server.transport })
    await outbox.queueToggle(likeKind, 'a', true, false)
    await outbox.drain()
    expect(outbox.snapshot()[0]?.nextAttemptAt).toBeGreaterThan(clock.now)
    await outbox.retryNow(outbox.snapshot()[0]?.id ?? '')
    await outbox.drain()
    expect(server.sent.length).toBeGreaterThanOrEqual(2)
    outbox.close()
  })

  it('rolls back a refused action, keeps the server message and sends the rest', async () => {
    const { open, client } = setup()
    const server = fakeServer((request) =>
      (request.body as { target: string }).target === 'gone'
        ? new CommunicationError('Seen not found', 404, {}, true)
        : { isLiked: true },
    )
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle(likeKind, 'gone', true, false)
    await outbox.queueToggle(likeKind, 'kept', true, false)
    expect(client.getQueryData(['test', 'liked', 'gone'])).toBe(true)
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent).toHaveLength(2)
    expect(client.getQueryData(['test', 'liked', 'gone'])).toBe(false)
    expect(client.getQueryData(['test', 'liked', 'kept'])).toBe(true)
    const [failed] = again.snapshot()
    expect(failed).toMatchObject({ target: 'gone', status: 'failed', lastError: 'Seen not found' })

    await again.drain()
    expect(server.sent).toHaveLength(2)
    await again.dismiss(failed?.id ?? '')
    expect(again.snapshot()).toEqual([])
    again.close()
  })

  it('rolls back a refused message and does not block the next one', async () => {
    const { open, client } = setup()
    const server = fakeServer((request) =>
      (request.body as { text: string }).text === 'blocked'
        ? new CommunicationError('You cannot message this user', 403, {}, true)
        : {},
    )
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueOrdered(messageKind, 'c', 'blocked')
    await outbox.queueOrdered(messageKind, 'c', 'fine')
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(client.getQueryData(['test', 'sent'])).toEqual(['fine'])
    expect(again.snapshot().map((entry) => entry.status)).toEqual(['failed'])
    again.close()
  })

  it('writes the server answer into the cache after sending', async () => {
    const { open, client } = setup()
    const server = fakeServer(() => ({ isLiked: false }))
    const outbox = await open({ transport: server.transport })
    await outbox.queueToggle(likeKind, 'a', true, false)
    await outbox.drain()
    expect(client.getQueryData(['test', 'liked', 'a'])).toBe(false)
    outbox.close()
  })

  it('keeps entries of a kind it does not know, unsent and untouched', async () => {
    const { open } = setup()
    const server = fakeServer()
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle({ ...likeKind, kind: 'test.unknown' }, 'a', true, false)
    outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent).toEqual([])
    expect(again.snapshot()).toHaveLength(1)
    again.close()
  })
})

describe('Outbox rollback with a cache listener', () => {
  it('keeps the rollback when a cache change re-applies waiting entries', async () => {
    const { open, client } = setup()
    const server = fakeServer(() => new CommunicationError('Seen not found', 404, {}, true))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle(likeKind, 'a', true, false)
    outbox.close()
    const again = await open({ transport: server.transport })
    const stop = client.getQueryCache().subscribe(() => again.reapply())
    await again.drain()
    expect(client.getQueryData(['test', 'liked', 'a'])).toBe(false)
    stop()
    again.close()
  })
})

describe('an entry older than the server remembers its key', () => {
  it('is marked failed with "Not sent within a day" and rolled back, never sent blind', async () => {
    const { open, clock } = setup()
    const server = fakeServer(() => ({}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueOrdered(messageKind, 'c', 'late')
    outbox.close()
    clock.now += ENTRY_LIFETIME_MS
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent).toHaveLength(0)
    expect(again.snapshot()).toMatchObject([
      { status: 'failed', lastError: 'Not sent within a day — send again?' },
    ])
    again.close()
  })

  it('is still sent a moment before the day is over', async () => {
    const { open, clock } = setup()
    const server = fakeServer(() => ({}))
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueOrdered(messageKind, 'c', 'in time')
    outbox.close()
    clock.now += ENTRY_LIFETIME_MS - 1
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent).toHaveLength(1)
    expect(again.snapshot()).toEqual([])
    again.close()
  })

  it('uses the server’s key lifetime', () => {
    expect(ENTRY_LIFETIME_MS).toBe(IDEMPOTENCY_TTL_MS)
  })
})

describe('an entry sent elsewhere', () => {
  it('reads the cached data again when a waiting entry was sent by another context, not for its own sends', async () => {
    const { open, client } = setup()
    const server = fakeServer(() => ({}))
    const page = await open({ transport: server.transport, isOnline: () => false })
    await page.queueOrdered(messageKind, 'c', 'from the venue')
    let invalidated = 0
    const invalidate = client.invalidateQueries.bind(client)
    client.invalidateQueries = ((...args: Parameters<typeof invalidate>) => {
      invalidated += 1
      return invalidate(...args)
    }) as typeof client.invalidateQueries
    // The service worker's run (here a second outbox on the same database) sends it.
    const worker = await open({ transport: server.transport })
    await worker.drain()
    expect(server.sent).toHaveLength(1)
    expect(invalidated).toBe(0)
    await page.reload()
    expect(page.snapshot()).toEqual([])
    expect(invalidated).toBe(1)
    await page.reload()
    expect(invalidated).toBe(1)
    page.close()
    worker.close()
  })
})
