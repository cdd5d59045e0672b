import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnUrl } from '~/shared/return-url'

describe('safeReturnUrl', () => {
  it.each([
    ['/', '/'],
    ['/seen_list', '/seen_list'],
    ['/seen?shortname=abc#top', '/seen?shortname=abc#top'],
    ['/invitation/tok_123', '/invitation/tok_123'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/path',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'seen_list',
    '/\tevil',
    '',
    undefined,
    42,
    `/${'a'.repeat(2100)}`,
  ])('sends %s home', (input) => {
    expect(safeReturnUrl(input)).toBe('/')
  })

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnUrl('/a/../../b')).toBe('/b')
  })
})

/** Pieces that make paths a normaliser could turn into another origin. */
const piece = fc.constantFrom(
  '/',
  '.',
  '..',
  '//',
  '\\',
  '%2e',
  '%2f',
  '%5c',
  ':',
  '@',
  '?',
  '#',
  'evil.example',
  'a',
  '%',
  ' ',
  '\t',
)
const candidate = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
)

describe('safeReturnUrl over generated input', () => {
  it('always yields a same-origin path, and is idempotent', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const out = safeReturnUrl(input)
        expect(out.startsWith('/')).toBe(true)
        expect(out.startsWith('//')).toBe(false)
        expect(out.includes('\\')).toBe(false)
        expect(new URL(out, 'https://seen.example').origin).toBe('https://seen.example')
        expect(safeReturnUrl(out)).toBe(out)
      }),
      { seed: 23, numRuns: 5000 },
    )
  })
})
