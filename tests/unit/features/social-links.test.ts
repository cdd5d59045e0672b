import { describe, expect, it } from 'vitest'
import { socialHref } from '~/features/people/social-links'

describe('socialHref', () => {
  it('keeps an http(s) address', () => {
    expect(socialHref('facebook', 'https://facebook.com/ann')).toBe('https://facebook.com/ann')
    expect(socialHref('twitter', 'http://x.com/ann')).toBe('http://x.com/ann')
  })

  it("puts a bare handle on the network's site", () => {
    expect(socialHref('twitter', '@ann')).toBe('https://x.com/ann')
    expect(socialHref('instagram', 'ann.pics')).toBe('https://www.instagram.com/ann.pics')
    expect(socialHref('linkedIn', 'ann-example')).toBe('https://www.linkedin.com/in/ann-example')
  })

  it('never links other schemes or free text', () => {
    expect(socialHref('twitter', 'javascript:alert(1)')).toBeNull()
    expect(socialHref('twitter', 'Ann on Twitter')).toBeNull()
    expect(socialHref('twitter', '')).toBeNull()
  })
})
