import { describe, expect, it } from 'vitest'
import { CommunicationError } from '~/lib/api'
import { errorToastText } from '~/lib/notify'
import { freshSincePageStart } from '~/lib/query-client'

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
