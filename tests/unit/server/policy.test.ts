import { describe, expect, it } from 'vitest'
import {
  canEditSeen,
  canModerate,
  canPostAppearance,
  canReactToSeen,
  canRequestJoin,
  canViewSeen,
  listedFor,
  roleFor,
  type SeenRole,
} from '~/server/policy'
import type { SeenAccessibilityType } from '~/shared/enums'

const ROLES: SeenRole[] = ['guest', 'user', 'member', 'creator']
const TYPES: SeenAccessibilityType[] = [1, 2, 3, 4, 5, 6]

type Row = [SeenRole, ...boolean[]]

/**
 * Expected answers per role for types 1..6, written out so the table reads like
 * docs/product.md#roles.
 */
const VIEW: Row[] = [
  ['guest', true, true, true, true, true, false],
  ['user', true, true, true, true, true, false],
  ['member', true, true, true, true, true, true],
  ['creator', true, true, true, true, true, true],
]
const LISTED: Row[] = [
  ['guest', true, true, true, false, false, false],
  ['user', true, true, true, false, false, false],
  ['member', true, true, true, true, true, true],
  ['creator', true, true, true, true, true, true],
]
const POST_WHILE_LIVE: Row[] = [
  ['guest', true, false, false, true, false, false],
  ['user', true, true, false, true, true, false],
  ['member', true, true, true, true, true, true],
  ['creator', true, true, true, true, true, true],
]
const REQUEST_JOIN: Row[] = [
  ['guest', false, false, false, false, false, false],
  ['user', false, false, true, false, false, false],
  ['member', false, false, false, false, false, false],
  ['creator', false, false, false, false, false, false],
]

const cases = (table: Row[]) =>
  table.flatMap(([role, ...answers]) =>
    TYPES.map((type, i) => ({ role, type, expected: answers[i] as boolean })),
  )

describe('Seen policy matrix: role × accessibility type × live', () => {
  it.each(cases(VIEW))('canViewSeen($role, type $type) = $expected', ({ role, type, expected }) => {
    expect(canViewSeen({ accessibilityType: type, active: true }, role)).toBe(expected)
  })

  it.each(cases(LISTED))('listedFor($role, type $type) = $expected', ({ role, type, expected }) => {
    expect(listedFor({ accessibilityType: type, active: true }, role)).toBe(expected)
  })

  it.each(cases(VIEW))(
    'canReactToSeen($role, type $type): a logged-in viewer',
    ({ role, type, expected }) => {
      expect(canReactToSeen({ accessibilityType: type, active: true }, role)).toBe(
        expected && role !== 'guest',
      )
    },
  )

  it.each(cases(POST_WHILE_LIVE))(
    'canPostAppearance($role, type $type) while live = $expected, never when not live',
    ({ role, type, expected }) => {
      expect(canPostAppearance(type, role, true)).toBe(expected)
      expect(canPostAppearance(type, role, false)).toBe(false)
    },
  )

  it.each(cases(REQUEST_JOIN))(
    'canRequestJoin($role, type $type) = $expected',
    ({ role, type, expected }) => {
      expect(canRequestJoin(type, role)).toBe(expected)
    },
  )

  it.each(
    ROLES.flatMap((role) => [
      { role, past: false },
      { role, past: true },
    ]),
  )('canEditSeen($role, past $past): only the creator, only before the end', ({ role, past }) => {
    expect(canEditSeen(role, past)).toBe(role === 'creator' && !past)
  })

  it.each(ROLES)('canModerate(%s): only the creator', (role) => {
    expect(canModerate(role)).toBe(role === 'creator')
  })

  it('an inactive Seen is visible to its creator only and listed for nobody', () => {
    for (const type of TYPES) {
      for (const role of ROLES) {
        const seen = { accessibilityType: type, active: false }
        expect(canViewSeen(seen, role)).toBe(role === 'creator')
        expect(listedFor(seen, role)).toBe(false)
      }
    }
  })
})

describe('roleFor', () => {
  it('derives the role from the viewer, the creator and membership', () => {
    expect(roleFor(null, 'c', false)).toBe('guest')
    expect(roleFor('c', 'c', true)).toBe('creator')
    expect(roleFor('c', 'c', false)).toBe('creator')
    expect(roleFor('m', 'c', true)).toBe('member')
    expect(roleFor('u', 'c', false)).toBe('user')
  })
})
