import { describe, expect, it } from 'vitest'
import { extractHashtags, MAX_TAGS_PER_SEEN, normalizeTag } from '~/shared/hashtags'

describe('extractHashtags', () => {
  it('finds # + letter, then letters, digits, _ and -, lower case and unique', () => {
    expect(extractHashtags('Summer #Party at the #beach_2026 with #Party and #lo-fi')).toEqual([
      'party',
      'beach_2026',
      'lo-fi',
    ])
  })

  it('needs a letter after #, and no word character glued before it', () => {
    expect(extractHashtags('#2026 # space page#top a#b ##double')).toEqual([])
  })

  it('reads tags at the start, after punctuation and line breaks, in other scripts', () => {
    expect(extractHashtags('#start (#paren) x,#comma\n#newline #Café #東京')).toEqual([
      'start',
      'paren',
      'comma',
      'newline',
      'café',
      '東京',
    ])
  })

  it('drops a trailing hyphen or underscore and stops at other punctuation', () => {
    expect(extractHashtags('#wow- #yes_. #end!')).toEqual(['wow', 'yes', 'end'])
  })

  it('keeps at most the maximum number of tags', () => {
    const text = Array.from(
      { length: 30 },
      (_, i) => `#tag${String.fromCharCode(97 + (i % 26))}${i}`,
    ).join(' ')
    expect(extractHashtags(text)).toHaveLength(MAX_TAGS_PER_SEEN)
    expect(extractHashtags(text, 3)).toEqual(['taga0', 'tagb1', 'tagc2'])
  })
})

describe('normalizeTag', () => {
  it('strips # or @ and lower-cases', () => {
    expect(normalizeTag('#Summer')).toBe('summer')
    expect(normalizeTag('@Music')).toBe('music')
    expect(normalizeTag(' jazz ')).toBe('jazz')
  })

  it('refuses text that cannot be a tag', () => {
    for (const bad of ['', '#', '1abc', 'two words', 'semi;colon', 'a'.repeat(51)]) {
      expect(normalizeTag(bad)).toBeNull()
    }
  })
})
