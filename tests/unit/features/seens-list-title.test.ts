import { describe, expect, it } from 'vitest'
import { SEEN_LIST_TITLES, seenListTitle } from '~/features/seens/list/list-title'

const filters = (following: boolean, time: { isActive: boolean; isPast: boolean }) => ({
  following: { isActive: following },
  time,
})

describe('seenListTitle (docs/product.md#screens)', () => {
  it("is 'All Seens' when the time filter is off", () => {
    expect(seenListTitle(filters(false, { isActive: false, isPast: true }))).toBe('All Seens')
  })

  it("is 'Past Seens' when the time filter is on with past", () => {
    expect(seenListTitle(filters(false, { isActive: true, isPast: true }))).toBe('Past Seens')
  })

  it("is 'Current and upcoming Seens' when the time filter is on without past", () => {
    expect(seenListTitle(filters(false, { isActive: true, isPast: false }))).toBe(
      'Current and upcoming Seens',
    )
  })

  it("is 'Following Seens' whenever the following filter is on, whatever the time filter", () => {
    for (const time of [
      { isActive: false, isPast: false },
      { isActive: true, isPast: true },
      { isActive: true, isPast: false },
    ]) {
      expect(seenListTitle(filters(true, time))).toBe(SEEN_LIST_TITLES.following)
    }
    expect(SEEN_LIST_TITLES.following).toBe('Following Seens')
  })
})
