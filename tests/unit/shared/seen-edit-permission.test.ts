import { describe, expect, it } from 'vitest'
import { hasEditPermission } from '~/shared/seen-edit-permission'

const seen = {
  startDateTime: '2026-06-10T18:00:00.000Z',
  durationHours: 4,
  preSeenDays: 2,
  postSeenDays: 3,
}
// End 2026-06-10T22:00Z, plus 3 days after: editing closes after 2026-06-13T22:00Z.
const closes = '2026-06-13T22:00:00.000Z'

describe('hasEditPermission (docs/product.md#roles)', () => {
  it.each([
    ['before the live window', '2026-05-01T00:00:00.000Z', true],
    ['while live', '2026-06-10T19:00:00.000Z', true],
    ['at the last moment of the days after', closes, true],
    ['one millisecond later', '2026-06-13T22:00:00.001Z', false],
  ])('lets the creator edit %s', (_when, now, allowed) => {
    expect(hasEditPermission({ ...seen, isCreator: true }, new Date(now))).toBe(allowed)
  })

  it('never lets anyone but the creator edit, even before the start', () => {
    expect(
      hasEditPermission({ ...seen, isCreator: false }, new Date('2026-05-01T00:00:00.000Z')),
    ).toBe(false)
  })
})
