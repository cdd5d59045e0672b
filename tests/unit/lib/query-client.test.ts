import { describe, expect, it } from 'vitest'
import { CommunicationError, InvalidResponseError } from '~/lib/api'
import { errorToastText } from '~/lib/notify'
import { classifyFailure } from '~/lib/offline/deliver'
import { freshSincePageStart, shouldRetry } from '~/lib/query-client'

describe('shouldRetry', () => {
  it('retries lost connections and server errors twice', () => {
    const offline = new CommunicationError('x', 0)
    expect(shouldRetry(0, offline)).toBe(true)
    expect(shouldRetry(1, new CommunicationError('x', 503))).toBe(true)
    expect(shouldRetry(2, offline)).toBe(false)
  })

  it('does not retry what will fail again', () => {
    expect(shouldRetry(0, new CommunicationError('x', 400))).toBe(false)
    expect(shouldRetry(0, new CommunicationError('x', 404))).toBe(false)
    expect(shouldRetry(0, new InvalidResponseError())).toBe(false)
  })

  it('retries timeouts and rate limits', () => {
    expect(shouldRetry(0, new CommunicationError('x', 408))).toBe(true)
    expect(shouldRetry(0, new CommunicationError('x', 429))).toBe(true)
  })

  it('does not retry a failure that is no failed call (a bug fails again)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false)
  })

  it('follows the same rule as the offline outbox for every status', () => {
    for (let status = 0; status < 600; status++) {
      const error = new CommunicationError('x', status)
      expect(shouldRetry(0, error), `status ${status}`).toBe(classifyFailure(error) === 'retry')
    }
  })
})

describe('errorToastText (docs/product.md#error-texts)', () => {
  it('prefers the server’s own message', () => {
    const error = new CommunicationError('Seen not found', 404, {}, true)
    expect(errorToastText(error, 'Error retrieving seen list.')).toBe('Seen not found')
  })

  it('uses the fallback when the server said nothing', () => {
    const error = new CommunicationError('Could not reach the server.', 0)
    expect(errorToastText(error, 'Error retrieving seen list.')).toBe('Error retrieving seen list.')
    expect(errorToastText(new Error('boom'))).toBe('boom')
  })
})

describe('freshSincePageStart', () => {
  const stale = freshSincePageStart(10_000)
  const answeredAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } })

  it('keeps an answer fetched since this page started fresh for the given time', () => {
    expect(stale(answeredAt(Date.now()))).toBe(10_000)
    expect(stale(answeredAt(Math.ceil(performance.timeOrigin)))).toBe(10_000)
  })

  it('makes an answer from before this page (the saved cache, a reload) stale at once', () => {
    expect(stale(answeredAt(performance.timeOrigin - 1))).toBe(0)
    expect(stale(answeredAt(0))).toBe(0)
  })
})
