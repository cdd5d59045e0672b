import { describe, expect, it } from 'vitest'
import { CommunicationError, retryAfterMs } from '~/lib/api'
import { deliver } from '~/lib/offline/deliver'
import type { OutboxEntry } from '~/lib/offline/entry'
import type { OutboxRequest } from '~/lib/offline/kinds'

const entry: OutboxEntry = {
  id: 'e1',
  seq: 1,
  kind: 'test',
  target: 't',
  payload: {},
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  status: 'pending',
}
const request = (): OutboxRequest => ({ method: 'post', path: '/api/appearance', body: {} })
const refusedWith = (error: CommunicationError) => async () => {
  throw error
}

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000)
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:30 GMT', Date.parse('2026-11-25T10:00:00Z'))).toBe(
      30_000,
    )
    expect(retryAfterMs(null)).toBeUndefined()
    expect(retryAfterMs('soon')).toBeUndefined()
  })

  it('a 429 keeps the entry queued until the server said to come back, not failed', async () => {
    const error = new CommunicationError('Too many', 429, {}, true, 600_000)
    const result = await deliver(entry, request, refusedWith(error), {
      now: 1_000,
      random: () => 1,
    })
    expect(result.outcome).toBe('retry')
    if (result.outcome === 'sent') throw new Error('sent')
    expect(result.entry.status).toBe('pending')
    expect(result.entry.nextAttemptAt).toBe(601_000)
  })

  it('without Retry-After the usual backoff applies', async () => {
    const error = new CommunicationError('Too many', 429)
    const result = await deliver(entry, request, refusedWith(error), {
      now: 1_000,
      random: () => 1,
    })
    if (result.outcome === 'sent') throw new Error('sent')
    expect(result.entry.nextAttemptAt).toBe(3_000)
  })
})
