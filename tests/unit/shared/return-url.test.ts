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
