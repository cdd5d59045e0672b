import { describe, expect, it } from 'vitest'
import {
  canDecideJoinRequest,
  canManageInvitations,
  canManageJoinRequests,
  canRevokeInvitation,
  type InvitationAnswerRefusal,
  invitationAnswerRefusal,
  type JoinRequestRefusal,
  joinRequestRefusal,
  type SeenRole,
} from '~/server/policy'
import type { SeenAccessibilityType } from '~/shared/enums'

const ROLES: SeenRole[] = ['guest', 'user', 'member', 'creator']
const TYPES: SeenAccessibilityType[] = [1, 2, 3, 4, 5, 6]
const NOW = new Date('2026-11-23T12:00:00Z')
const LATER = new Date('2026-11-30T12:00:00Z')
const EARLIER = new Date('2026-11-20T12:00:00Z')

describe('who manages invitations and join requests', () => {
  it.each(ROLES)('%s', (role) => {
    expect(canManageInvitations(role)).toBe(role === 'creator')
    expect(canManageJoinRequests(role)).toBe(role === 'creator')
  })
})

/** Expected refusal per role for types 1..6, without a pending request (null = allowed). */
const REQUEST: [SeenRole, ...(JoinRequestRefusal | null)[]][] = [
  ['guest', 'login', 'login', 'login', 'login', 'login', 'login'],
  ['user', 'wrongType', 'wrongType', null, 'wrongType', 'wrongType', 'wrongType'],
  ['member', 'wrongType', 'wrongType', 'member', 'wrongType', 'wrongType', 'wrongType'],
  ['creator', 'wrongType', 'wrongType', 'member', 'wrongType', 'wrongType', 'wrongType'],
]

describe('joinRequestRefusal: role × accessibility type × pending request', () => {
  const cases = REQUEST.flatMap(([role, ...answers]) =>
    TYPES.map((type, i) => ({ role, type, expected: answers[i] ?? null })),
  )
  it.each(cases)('$role on type $type → $expected', ({ role, type, expected }) => {
    expect(joinRequestRefusal(type, role, false)).toBe(expected)
  })
  it('a user with a pending request on a type 3 Seen cannot ask again', () => {
    expect(joinRequestRefusal(3, 'user', true)).toBe('pending')
  })
})

describe('canDecideJoinRequest: role × status', () => {
  const cases = ROLES.flatMap((role) => [1, 2, 3].map((status) => ({ role, status })))
  it.each(cases)('$role, status $status', ({ role, status }) => {
    expect(canDecideJoinRequest(role, status)).toBe(role === 'creator' && status === 1)
  })
})

type Who = 'invitee' | 'other'
type Addressed = 'account' | 'email'
/** [addressed to, who answers, via link, status, expires, expected] */
const ANSWER: [Addressed, Who, boolean, number, Date, InvitationAnswerRefusal | null][] = [
  ['account', 'invitee', false, 1, LATER, null],
  ['account', 'invitee', true, 1, LATER, null],
  ['account', 'other', false, 1, LATER, 'notInvitee'],
  ['account', 'other', true, 1, LATER, 'notInvitee'],
  ['account', 'invitee', false, 1, EARLIER, 'expired'],
  ['account', 'invitee', false, 1, NOW, 'expired'],
  ['account', 'invitee', false, 4, LATER, 'expired'],
  ['account', 'invitee', false, 2, LATER, 'answered'],
  ['account', 'invitee', false, 3, LATER, 'answered'],
  ['account', 'invitee', true, 2, LATER, 'answered'],
  ['email', 'other', true, 1, LATER, null],
  ['email', 'other', false, 1, LATER, 'notInvitee'],
  ['email', 'other', true, 1, EARLIER, 'expired'],
]

describe('invitationAnswerRefusal: addressee × who × link × status × expiry', () => {
  it.each(ANSWER)(
    '%s invitation, %s answers (link %s), status %i, expires %s → %s',
    (addressed, who, viaLink, status, expiresAt, expected) => {
      const invitation = { inviteeId: addressed === 'account' ? 'u1' : null, status, expiresAt }
      const userId = who === 'invitee' ? 'u1' : 'u2'
      expect(invitationAnswerRefusal(invitation, userId, NOW, viaLink)).toBe(expected)
    },
  )
})

describe('canRevokeInvitation: role × status × expiry', () => {
  const cases = ROLES.flatMap((role) =>
    [1, 2, 3, 4].flatMap((status) =>
      [LATER, EARLIER].map((expiresAt) => ({ role, status, expiresAt })),
    ),
  )
  it.each(cases)('$role, status $status, expires $expiresAt', ({ role, status, expiresAt }) => {
    const expected = role === 'creator' && status === 1 && expiresAt === LATER
    expect(canRevokeInvitation(role, { inviteeId: 'u1', status, expiresAt }, NOW)).toBe(expected)
  })
})
