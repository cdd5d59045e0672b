import { describe, expect, it } from 'vitest'
import { classifyInvitee } from '~/server/membership/invitees'
import {
  isInvitationOpen,
  pendingInvitationCount,
  splitInvitees,
} from '~/shared/schemas/invitation'

describe('splitInvitees (docs/product.md#validation)', () => {
  it('splits one string on commas and new lines, trims, drops empties', () => {
    expect(splitInvitees(' bob, carol\n\ndave@example.org ,\r\n, ')).toEqual([
      'bob',
      'carol',
      'dave@example.org',
    ])
  })
  it('splits each entry of a list the same way and keeps repeats once', () => {
    expect(splitInvitees(['bob,Carol', ' carol ', '', 'BOB'])).toEqual(['bob', 'Carol'])
  })
  it('nothing but separators is no invitee', () => {
    expect(splitInvitees(' ,\n, ')).toEqual([])
    expect(splitInvitees([])).toEqual([])
  })
})

describe('classifyInvitee', () => {
  it.each([
    ['bob', { kind: 'username', username: 'bob' }],
    ['Carol.J_2', { kind: 'username', username: 'Carol.J_2' }],
    ['someone@example.org', { kind: 'email', email: 'someone@example.org' }],
    ['broken@', { kind: 'invalidEmail' }],
    ['a@b', { kind: 'invalidEmail' }],
    ['two@@example.org', { kind: 'invalidEmail' }],
    ['with space@example.org', { kind: 'invalidEmail' }],
    ['al', { kind: 'invalid' }],
    ['bob smith', { kind: 'invalid' }],
    ['x'.repeat(31), { kind: 'invalid' }],
  ])('%s', (text, expected) => {
    expect(classifyInvitee(text)).toEqual(expected)
  })
})

describe('pendingInvitationCount (docs/product.md#states badge)', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const at = (iso: string) => ({ expiresDate: iso })
  it('counts pending invitations not past their expiry', () => {
    const list = [
      { status: 1, ...at('2026-11-24T00:00:00Z') },
      { status: 1, ...at('2026-11-23T12:00:01Z') },
      { status: 1, ...at('2026-11-23T12:00:00Z') },
      { status: 1, ...at('2026-11-01T00:00:00Z') },
      { status: 2, ...at('2026-12-24T00:00:00Z') },
      { status: 3, ...at('2026-12-24T00:00:00Z') },
      { status: 4, ...at('2026-12-24T00:00:00Z') },
    ]
    expect(pendingInvitationCount(list, now)).toBe(2)
  })
  it('is zero for no invitations', () => {
    expect(pendingInvitationCount([], now)).toBe(0)
  })
  it('only an unexpired pending invitation is open for answers', () => {
    expect(isInvitationOpen({ status: 1, ...at('2026-11-24T00:00:00Z') }, now)).toBe(true)
    expect(isInvitationOpen({ status: 1, ...at('2026-11-22T00:00:00Z') }, now)).toBe(false)
    expect(isInvitationOpen({ status: 2, ...at('2026-11-24T00:00:00Z') }, now)).toBe(false)
  })
})
