import { describe, expect, it } from 'vitest'
import { endSessionDecision } from '~/server/policy'

const ME = '11111111-1111-4111-8111-111111111111'
const YOU = '22222222-2222-4222-8222-222222222222'
const MINE_HERE = { userId: ME, tokenHash: 'a'.repeat(64) }
const MINE_ELSEWHERE = { userId: ME, tokenHash: 'b'.repeat(64) }
const YOURS = { userId: YOU, tokenHash: 'c'.repeat(64) }

describe('endSessionDecision (docs/decisions/107-sessions-in-settings.md)', () => {
  it.each([
    ['a guest, any session', null, null, YOURS, 'login-required'],
    ['a user, an unknown session', ME, MINE_HERE.tokenHash, undefined, 'not-found'],
    ["a user, someone else's session", ME, MINE_HERE.tokenHash, YOURS, 'not-found'],
    ['a user, the session they are using', ME, MINE_HERE.tokenHash, MINE_HERE, 'current'],
    ['a user, another session of theirs', ME, MINE_HERE.tokenHash, MINE_ELSEWHERE, 'allowed'],
  ] as const)('%s -> %s', (_, viewer, hash, session, expected) => {
    expect(endSessionDecision(viewer, hash, session)).toBe(expected)
  })
})
