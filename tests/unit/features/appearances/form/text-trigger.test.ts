import { describe, expect, it } from 'vitest'
import {
  applySuggestion,
  findTrigger,
  mentionSuggestions,
} from '~/features/appearances/form/text-trigger'

describe("'#' and '@' triggers (docs/product.md#validation)", () => {
  it('needs at least 4 characters with the trigger, starting with a letter', () => {
    expect(findTrigger('Hello #pa', 9)).toBeNull()
    expect(findTrigger('Hello #par', 10)).toEqual({ trigger: '#', query: 'par', start: 6, end: 10 })
    expect(findTrigger('#1abc', 5)).toBeNull()
    expect(findTrigger('mail@home', 9)).toBeNull()
    expect(findTrigger('hi @ever', 8)).toEqual({ trigger: '@', query: 'ever', start: 3, end: 8 })
    expect(findTrigger('#party-time_2', 13)?.query).toBe('party-time_2')
    expect(findTrigger('#party now', 10)).toBeNull()
  })

  it('replaces the token with the suggestion and one space', () => {
    const end = findTrigger('#par', 4)
    if (!end) throw new Error('no trigger')
    expect(applySuggestion('#par', end, 'party')).toEqual({ text: '#party ', caret: 7 })
    const at = findTrigger('Fun at #par tonight', 11)
    if (!at) throw new Error('no trigger')
    expect(applySuggestion('Fun at #par tonight', at, 'party')).toEqual({
      text: 'Fun at #party tonight',
      caret: 14,
    })
  })

  it('mentions come from the fixed placeholder list', () => {
    expect(mentionSuggestions('ho')).toEqual(['host'])
    expect(mentionSuggestions('FAM')).toEqual(['family'])
  })
})
