import { describe, expect, it } from 'vitest'
import { followDecision, profileViewFor } from '~/server/policy'

const ME = '11111111-1111-4111-8111-111111111111'
const YOU = '22222222-2222-4222-8222-222222222222'

describe('followDecision (docs/product.md#validation, #roles)', () => {
  it.each([
    ['guest, existing user', null, YOU, 'login-required'],
    ['guest, unknown user', null, undefined, 'login-required'],
    ['user, unknown user', ME, undefined, 'unknown-user'],
    ['user, themself', ME, ME, 'self'],
    ['user, another user', ME, YOU, 'allowed'],
  ] as const)('%s -> %s', (_, viewer, target, expected) => {
    expect(followDecision(viewer, target)).toBe(expected)
  })
})

describe('profileViewFor', () => {
  it.each([
    ['a guest', null, YOU, 'public'],
    ['another user', ME, YOU, 'public'],
    ['the owner', YOU, YOU, 'full'],
  ] as const)('%s sees the %s profile', (_, viewer, owner, expected) => {
    expect(profileViewFor(viewer, owner)).toBe(expected)
  })
})
