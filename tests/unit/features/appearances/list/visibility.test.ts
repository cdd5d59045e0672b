import { describe, expect, it } from 'vitest'
import { postingHint } from '~/features/appearances/list/visibility'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { liveSeenFixture } from '../../seen-detail-fixture'

const now = new Date('2026-11-25T12:00:00.000Z')
const live = (overrides: Partial<SeenDetail> = {}) =>
  liveSeenFixture(now, { canPostAppearance: false, ...overrides })

describe('postingHint: what a viewer who cannot post is told instead', () => {
  it('nothing when they may post', () => {
    expect(postingHint(live({ canPostAppearance: true }), true, now)).toBeNull()
  })

  it('a past Seen says posting has closed, an upcoming one when it opens', () => {
    const past = live({ startDateTime: '2026-11-01T10:00:00.000Z' })
    expect(postingHint(past, true, now)).toEqual({
      kind: 'closed',
      until: new Date('2026-11-01T12:00:00.000Z'),
    })
    const later = live({ startDateTime: '2026-12-01T10:00:00.000Z', preSeenDays: 1 })
    expect(postingHint(later, false, now)).toEqual({
      kind: 'opens',
      from: new Date('2026-11-30T10:00:00.000Z'),
    })
  })

  it.each([
    [2, false, 'login'],
    [5, false, 'login'],
    [3, false, 'login-to-request'],
    [3, true, 'request'],
    [6, false, 'invited-only'],
    [6, true, 'invited-only'],
  ] as const)('type %i, logged in %s: %s', (type, loggedIn, kind) => {
    expect(postingHint(live({ seenAccessibilityType: type }), loggedIn, now)).toEqual({ kind })
  })

  it('a viewer the host blocked is told so while posting is open; the window says more after', () => {
    expect(postingHint(live({ isBlockedFromPosting: true }), true, now)).toEqual({
      kind: 'blocked',
    })
    expect(postingHint(live({ isBlockedFromPosting: true }), false, now)).toEqual({
      kind: 'blocked',
    })
    const past = live({ startDateTime: '2026-11-01T10:00:00.000Z', isBlockedFromPosting: true })
    expect(postingHint(past, true, now)?.kind).toBe('closed')
  })
})
