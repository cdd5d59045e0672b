import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '~/lib/offline'
import { planToggle } from '~/lib/offline/coalesce'
import { fakeServer, likeKind, setup } from './helpers'

const key = { kind: 'test.like', target: 'a' }
const entry = (desired: boolean, initial: boolean, attempts = 0): OutboxEntry => ({
  id: `id-${desired}-${attempts}`,
  seq: 1,
  kind: 'test.like',
  target: 'a',
  payload: { desired, initial },
  createdAt: 0,
  attempts,
  nextAttemptAt: 0,
  lastError: null,
  status: 'pending',
})

describe('planToggle (last desired state wins per target)', () => {
  it('adds an entry when the state changes and nothing waits', () => {
    expect(planToggle([], new Set(), key, true, false)).toEqual({
      type: 'add',
      payload: { desired: true, initial: false },
    })
  })

  it('does nothing when the desired state is the current one', () => {
    expect(planToggle([], new Set(), key, false, false)).toEqual({ type: 'none' })
  })

  it('drops an untried entry that returns to where the server is', () => {
    const old = entry(true, false)
    expect(planToggle([old], new Set(), key, false, true)).toEqual({ type: 'drop', old })
  })

  it('replaces, not drops, an entry that may have reached the server', () => {
    const old = entry(true, false, 1)
    expect(planToggle([old], new Set(), key, false, true)).toEqual({
      type: 'replace',
      old,
      payload: { desired: false, initial: false },
    })
  })

  it('never changes an entry being sent: a new one follows it', () => {
    const old = entry(true, false)
    expect(planToggle([old], new Set([old.id]), key, false, true)).toEqual({
      type: 'add',
      payload: { desired: false, initial: true },
    })
  })

  it('ignores other targets and failed entries', () => {
    const other = { ...entry(true, false), target: 'b' }
    const failed = { ...entry(true, false), status: 'failed' as const }
    expect(planToggle([other, failed], new Set(), key, true, false).type).toBe('add')
  })
})

describe('Outbox toggles', () => {
  it('like then unlike while offline sends nothing', async () => {
    const { open, client } = setup()
    const server = fakeServer()
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle(likeKind, 'a', true, false)
    expect(client.getQueryData(['test', 'liked', 'a'])).toBe(true)
    await outbox.queueToggle(likeKind, 'a', false, true)
    expect(client.getQueryData(['test', 'liked', 'a'])).toBe(false)
    expect(outbox.snapshot()).toEqual([])
    await outbox.drain()
    expect(server.sent).toEqual([])
    outbox.close()
  })

  it('many clicks on one target become one request with the last state', async () => {
    let online = false
    const { open } = setup()
    const server = fakeServer()
    const outbox = await open({ transport: server.transport, isOnline: () => online })
    await outbox.queueToggle(likeKind, 'a', true, false)
    await outbox.queueToggle(likeKind, 'a', false, true)
    await outbox.queueToggle(likeKind, 'a', true, false)
    expect(outbox.snapshot()).toHaveLength(1)
    online = true
    await outbox.drain()
    expect(server.sent.map((call) => call.request.body)).toEqual([{ target: 'a', like: true }])
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })

  it('sends the entry id as the Idempotency-Key', async () => {
    const { open } = setup()
    const server = fakeServer()
    const outbox = await open({ transport: server.transport, isOnline: () => false })
    await outbox.queueToggle(likeKind, 'a', true, false)
    const [queued] = outbox.snapshot()
    await outbox.close()
    const again = await open({ transport: server.transport })
    await again.drain()
    expect(server.sent.map((call) => call.key)).toEqual([queued?.id])
    again.close()
  })

  it('shows a waiting like again after a refetch brought the old server state', async () => {
    const { open, client } = setup()
    const outbox = await open({ isOnline: () => false })
    await outbox.queueToggle(likeKind, 'a', true, false)
    client.setQueryData(['test', 'liked', 'a'], false)
    outbox.reapply()
    expect(client.getQueryData(['test', 'liked', 'a'])).toBe(true)
    outbox.close()
  })
})
