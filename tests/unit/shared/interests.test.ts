import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addInterest, normalizeInterests } from '~/shared/interests'
import { settingsSchema } from '~/shared/schemas/profile'

describe('addInterest (docs/product.md#validation: Enter adds one; blanks and duplicates ignored)', () => {
  it('adds a trimmed entry at the end', () => {
    expect(addInterest(['Jazz'], '  Hiking ')).toEqual(['Jazz', 'Hiking'])
  })

  it('ignores blank entries', () => {
    expect(addInterest(['Jazz'], '')).toEqual(['Jazz'])
    expect(addInterest(['Jazz'], '   ')).toEqual(['Jazz'])
  })

  it('ignores duplicates, whatever their case or spacing', () => {
    expect(addInterest(['Jazz'], 'jazz')).toEqual(['Jazz'])
    expect(addInterest(['Jazz'], ' JAZZ ')).toEqual(['Jazz'])
  })

  it('does not change the list it was given', () => {
    const list = ['Jazz']
    addInterest(list, 'Hiking')
    expect(list).toEqual(['Jazz'])
  })
})

describe('normalizeInterests', () => {
  it('keeps the first spelling and drops blanks and later duplicates', () => {
    expect(normalizeInterests(['Jazz', ' ', 'jazz', ' Hiking', 'HIKING', 'Food'])).toEqual([
      'Jazz',
      'Hiking',
      'Food',
    ])
  })
})

describe('settingsSchema interests (server and form)', () => {
  const parse = (interests: unknown) =>
    v.safeParse(settingsSchema, { displayName: 'Ann', interests })

  it('normalizes the list the server stores', () => {
    const result = parse(['a', 'A', ' ', 'b'])
    expect(result.success && result.output.interests).toEqual(['a', 'b'])
  })

  it('refuses an interest over 50 characters and more than 30 interests', () => {
    expect(parse(['x'.repeat(51)]).success).toBe(false)
    expect(parse(Array.from({ length: 31 }, (_, i) => `i${i}`)).success).toBe(false)
    expect(parse(Array.from({ length: 30 }, (_, i) => `i${i}`)).success).toBe(true)
  })
})
