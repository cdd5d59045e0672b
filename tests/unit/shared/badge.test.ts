import { describe, expect, it } from 'vitest'
import { badgeText } from '~/shared/badge'

describe('badgeText (docs/product.md#screens, #constants)', () => {
  it('shows no badge for nothing to count', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-3)).toBe('')
    expect(badgeText(Number.NaN)).toBe('')
  })

  it('shows the count up to 99', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(42)).toBe('42')
    expect(badgeText(99)).toBe('99')
  })

  it('shows 99+ above 99', () => {
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(12_345)).toBe('99+')
  })
})
