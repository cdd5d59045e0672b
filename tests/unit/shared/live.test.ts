import { describe, expect, it } from 'vitest'
import { endOf, isLive, isPast, liveWindow } from '~/shared/live'

const seen = {
  startDateTime: '2026-06-10T18:00:00.000Z',
  durationHours: 5,
  preSeenDays: 2,
  postSeenDays: 3,
}

describe('live window (docs/product.md#states)', () => {
  it('ends at start plus duration', () => {
    expect(endOf(seen.startDateTime, 0.5).toISOString()).toBe('2026-06-10T18:30:00.000Z')
  })

  it('runs from start minus preSeenDays to end plus postSeenDays', () => {
    const { from, until } = liveWindow(seen)
    expect(from.toISOString()).toBe('2026-06-08T18:00:00.000Z')
    expect(until.toISOString()).toBe('2026-06-13T23:00:00.000Z')
  })

  it.each([
    ['2026-06-08T17:59:59.999Z', false, false],
    ['2026-06-08T18:00:00.000Z', true, false],
    ['2026-06-10T20:00:00.000Z', true, false],
    ['2026-06-13T23:00:00.000Z', true, false],
    ['2026-06-13T23:00:00.001Z', false, true],
  ])('at %s live=%s past=%s', (at, live, past) => {
    expect(isLive(seen, new Date(at))).toBe(live)
    expect(isPast(seen, new Date(at))).toBe(past)
  })
})
