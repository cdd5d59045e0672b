import { describe, expect, it } from 'vitest'
import { formatClipDuration } from '~/shared/clip-duration'

describe('a clip’s length on its badge', () => {
  it('is m:ss, rounded to the second', () => {
    expect(formatClipDuration(12.4)).toBe('0:12')
    expect(formatClipDuration(7)).toBe('0:07')
    expect(formatClipDuration(59.6)).toBe('1:00')
    expect(formatClipDuration(60)).toBe('1:00')
    expect(formatClipDuration(125)).toBe('2:05')
  })

  it('is 0:00 for an unknown or negative length', () => {
    expect(formatClipDuration(Number.NaN)).toBe('0:00')
    expect(formatClipDuration(-3)).toBe('0:00')
  })
})
