import { describe, expect, it } from 'vitest'
import { isForeignShare, type ShareRequestFacts, shareNotesOf } from '~/shared/share-target'

const OWN = 'https://seen.example'
const facts = (over: Partial<ShareRequestFacts>): ShareRequestFacts => ({
  fetchSite: null,
  origin: null,
  referrer: '',
  referrerPolicy: '',
  destination: '',
  ...over,
})

describe('isForeignShare', () => {
  it('follows Sec-Fetch-Site when a server has it: this site or the browser itself only', () => {
    expect(isForeignShare(facts({ fetchSite: 'same-origin' }), OWN)).toBe(false)
    // Chromium's share sheet: a navigation the browser starts, with Origin: null.
    expect(isForeignShare(facts({ fetchSite: 'none', origin: 'null' }), OWN)).toBe(false)
    expect(isForeignShare(facts({ fetchSite: 'same-site', origin: OWN }), OWN)).toBe(true)
    expect(isForeignShare(facts({ fetchSite: 'cross-site', referrer: `${OWN}/` }), OWN)).toBe(true)
  })

  it('falls back to Origin without Fetch Metadata', () => {
    expect(isForeignShare(facts({ origin: OWN }), OWN)).toBe(false)
    expect(isForeignShare(facts({ origin: 'https://evil.example' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ origin: 'null' }), OWN)).toBe(true)
  })

  it('in the worker, takes the share sheet’s top-level navigation with no referrer', () => {
    for (const referrerPolicy of [
      '',
      'strict-origin-when-cross-origin',
      'no-referrer-when-downgrade',
    ]) {
      expect(isForeignShare(facts({ destination: 'document', referrerPolicy }), OWN)).toBe(false)
    }
    expect(isForeignShare(facts({ destination: 'document', referrer: `${OWN}/share` }), OWN)).toBe(
      false,
    )
  })

  it('in the worker, refuses another origin, a frame, or a referrer hidden by policy', () => {
    expect(isForeignShare(facts({ referrer: 'https://evil.example/' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ referrer: 'http://seen.example/' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ referrer: 'about:client' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ destination: 'iframe' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ referrerPolicy: 'no-referrer' }), OWN)).toBe(true)
    expect(isForeignShare(facts({ referrerPolicy: 'same-origin' }), OWN)).toBe(true)
  })
})

describe('shareNotesOf', () => {
  it('reads each problem the worker names, and nothing else', () => {
    for (const problem of ['storage', 'unreadable', 'foreign'] as const) {
      expect(shareNotesOf({ problem })).toEqual({ problem })
    }
    expect(shareNotesOf({ problem: 'toString' })).toEqual({})
  })
})
