import { describe, expect, it } from 'vitest'
import {
  blockDecision,
  canWithdraw,
  deliveryDecision,
  type GroupAction,
  type GroupRole,
  groupDecision,
  memberChangeDecision,
  type RecipientAction,
  type RecipientCopy,
  recipientDecision,
  transferDecision,
  withdrawDecision,
} from '~/server/policy'
import { replySubject } from '~/shared/messaging-messages'

const inbox: RecipientCopy = {
  isRecipient: true,
  isDeleted: false,
  isWithdrawn: false,
  senderBlocked: false,
  isRead: false,
  isReplied: false,
}
const ACTIONS: RecipientAction[] = ['read', 'reply', 'delete']

describe('recipientDecision (only recipients read, reply, delete)', () => {
  const table: [string, RecipientCopy, Record<RecipientAction, string>][] = [
    ['unread copy', inbox, { read: 'allowed', reply: 'needs-read', delete: 'allowed' }],
    [
      'read copy',
      { ...inbox, isRead: true },
      { read: 'allowed', reply: 'allowed', delete: 'allowed' },
    ],
    [
      'replied copy',
      { ...inbox, isRead: true, isReplied: true },
      { read: 'allowed', reply: 'already-replied', delete: 'allowed' },
    ],
    [
      'not a recipient (the sender, a stranger)',
      { ...inbox, isRecipient: false, isRead: true },
      { read: 'not-recipient', reply: 'not-recipient', delete: 'not-recipient' },
    ],
    [
      'deleted copy',
      { ...inbox, isDeleted: true, isRead: true },
      { read: 'not-found', reply: 'not-found', delete: 'not-found' },
    ],
    [
      'withdrawn message',
      { ...inbox, isWithdrawn: true, isRead: true },
      { read: 'not-found', reply: 'not-found', delete: 'not-found' },
    ],
    [
      'sender blocked by the viewer',
      { ...inbox, senderBlocked: true, isRead: true },
      { read: 'not-found', reply: 'not-found', delete: 'not-found' },
    ],
  ]
  for (const [name, copy, expected] of table) {
    it(name, () => {
      for (const action of ACTIONS) {
        expect([action, recipientDecision(action, copy)]).toEqual([action, expected[action]])
      }
    })
  }
})

describe('withdrawDecision (only the sender, while someone has not read it)', () => {
  it.each([
    [{ isSender: true, isWithdrawn: false, recipientCount: 2, readCount: 0 }, 'allowed'],
    [{ isSender: true, isWithdrawn: false, recipientCount: 2, readCount: 1 }, 'allowed'],
    [{ isSender: true, isWithdrawn: false, recipientCount: 2, readCount: 2 }, 'all-read'],
    [{ isSender: true, isWithdrawn: true, recipientCount: 2, readCount: 0 }, 'already-withdrawn'],
    [{ isSender: false, isWithdrawn: false, recipientCount: 2, readCount: 0 }, 'not-sender'],
  ] as const)('%o -> %s', (state, expected) => {
    expect(withdrawDecision(state)).toBe(expected)
    expect(canWithdraw(state)).toBe(expected === 'allowed')
  })
})

describe('deliveryDecision and blockDecision', () => {
  it('a message reaches someone else who has not blocked the sender', () => {
    expect(deliveryDecision('a', 'b', false)).toBe('allowed')
    expect(deliveryDecision('a', 'b', true)).toBe('blocked')
    expect(deliveryDecision('a', 'a', false)).toBe('self')
  })
  it('nobody blocks themself or an unknown user', () => {
    expect(blockDecision('a', 'b')).toBe('allowed')
    expect(blockDecision('a', 'a')).toBe('self')
    expect(blockDecision('a', undefined)).toBe('unknown-user')
  })
})

describe('groupDecision (owner manages, members view and send)', () => {
  const ROLES: GroupRole[] = ['owner', 'member', 'none']
  const expected: Record<GroupAction, Record<GroupRole, string>> = {
    view: { owner: 'allowed', member: 'allowed', none: 'not-found' },
    send: { owner: 'allowed', member: 'allowed', none: 'not-found' },
    'add-member': { owner: 'allowed', member: 'owner-only', none: 'not-found' },
    'remove-member': { owner: 'allowed', member: 'owner-only', none: 'not-found' },
    transfer: { owner: 'allowed', member: 'owner-only', none: 'not-found' },
    delete: { owner: 'allowed', member: 'owner-only', none: 'not-found' },
  }
  for (const [action, byRole] of Object.entries(expected) as [
    GroupAction,
    Record<GroupRole, string>,
  ][]) {
    it(action, () => {
      for (const role of ROLES) {
        expect([role, groupDecision(role, action)]).toEqual([role, byRole[role]])
      }
    })
  }

  it('member changes and transfers', () => {
    const outsider = { isMember: false, isOwner: false }
    const member = { isMember: true, isOwner: false }
    const owner = { isMember: true, isOwner: true }
    expect(memberChangeDecision('add', outsider)).toBe('allowed')
    expect(memberChangeDecision('add', member)).toBe('already-member')
    expect(memberChangeDecision('remove', member)).toBe('allowed')
    expect(memberChangeDecision('remove', outsider)).toBe('not-member')
    expect(memberChangeDecision('remove', owner)).toBe('owner-stays')
    expect(transferDecision(member)).toBe('allowed')
    expect(transferDecision(outsider)).toBe('not-member')
    expect(transferDecision(owner)).toBe('already-owner')
  })
})

describe('replySubject (docs/product.md#validation)', () => {
  it("is 'Re: ' plus the subject, or plus 'No subject'", () => {
    expect(replySubject('Plans')).toBe('Re: Plans')
    expect(replySubject('')).toBe('Re: No subject')
    expect(replySubject('   ')).toBe('Re: No subject')
  })
})
