import { describe, expect, it } from 'vitest'
import { sectionChips } from '~/features/seens/list/filter-chips'
import {
  addTag,
  matchingTags,
  removeTag,
  tagCachePrefix,
} from '~/features/seens/list/hashtag-edits'
import { parseScrollMemory, scrollFor } from '~/features/seens/list/scroll-memory'
import { defaultFilterSet } from '~/shared/schemas/seen-filter-set'

describe('hashtag filter edits (docs/product.md#validation)', () => {
  it('adds a normalised tag, but not an empty one, a duplicate or an eleventh', () => {
    expect(addTag([], '#Jazz')).toEqual(['jazz'])
    expect(addTag(['jazz'], '  ')).toBeNull()
    expect(addTag(['jazz'], 'JAZZ')).toBeNull()
    expect(addTag(['jazz'], 'two words')).toBeNull()
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}x`.replace(/\d/, 'a'.repeat(i + 1)))
    expect(addTag(ten, 'more')).toBeNull()
  })

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b'])
  })

  it('caches by the first two letters and narrows locally, without chosen tags', () => {
    expect(tagCachePrefix('music')).toBe('mu')
    expect(matchingTags(['music', 'museum', 'mud'], 'mus', ['museum'])).toEqual(['music'])
  })
})

describe('section chips (docs/product.md#screens)', () => {
  it('are empty (the header shows None) when nothing is active', () => {
    expect(Object.values(sectionChips(defaultFilterSet())).flat()).toEqual([])
  })

  it('name the radius, the hashtag count and each active toggle', () => {
    const chips = sectionChips({
      ...defaultFilterSet(),
      geo: {
        isActive: true,
        lat: 1,
        lng: 2,
        radius: 25,
        cityName: 'Lyon',
        stateCode: '84',
        countryCode: 'FR',
      },
      hashtag: { isActive: true, tags: ['a', 'b'] },
      time: { isActive: true, isPast: false },
      membership: { isActive: true },
    })
    expect(chips.geo).toEqual(['Lyon, France · 25 km'])
    expect(chips.hashtag).toEqual(['2 hashtags'])
    expect(chips.time).toEqual(['Current and upcoming'])
    expect(chips.membership).toEqual(['Member'])
    expect(chips.bookmark).toEqual([])
  })
})

describe('scroll memory', () => {
  it('restores only for the list it was taken from', () => {
    const memory = parseScrollMemory(JSON.stringify({ list: '{"past":true}', y: 1200 }))
    expect(scrollFor(memory, '{"past":true}')).toBe(1200)
    expect(scrollFor(memory, '{}')).toBeNull()
  })

  it('ignores nothing stored or broken entries', () => {
    expect(parseScrollMemory(null)).toBeNull()
    expect(parseScrollMemory('')).toBeNull()
    expect(parseScrollMemory('{"list":"x","y":-5}')).toBeNull()
    expect(parseScrollMemory('nope')).toBeNull()
  })
})
