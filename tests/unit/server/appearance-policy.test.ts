import { describe, expect, it } from 'vitest'
import {
  type AppearanceState,
  canApproveAppearance,
  canEditAppearance,
  canHideAppearance,
  canLikeAppearance,
  canOpenAppearance,
  canSeeAppearance,
  initialApproval,
  joinsByAppearance,
  type SeenRole,
} from '~/server/policy'
import { REVIEW_FILTERS } from '~/shared/appearance-messages'

const ROLES: SeenRole[] = ['guest', 'user', 'member', 'creator']
const STATES: Record<string, AppearanceState> = {
  pending: { isOwner: false, isHidden: false, isApproved: false, isRejected: false },
  approved: { isOwner: false, isHidden: false, isApproved: true, isRejected: false },
  rejected: { isOwner: false, isHidden: false, isApproved: false, isRejected: true },
  hiddenApproved: { isOwner: false, isHidden: true, isApproved: true, isRejected: false },
}
const MODERATED = { requiresApproval: true }
const OPEN = { requiresApproval: false }

describe('canSeeAppearance (docs/product.md#roles visibility)', () => {
  it('with approval: non-creators see approved, not hidden ones', () => {
    const expected = { pending: false, approved: true, rejected: false, hiddenApproved: false }
    for (const role of ROLES.filter((r) => r !== 'creator')) {
      for (const [name, state] of Object.entries(STATES)) {
        expect([role, name, canSeeAppearance(MODERATED, role, state)]).toEqual([
          role,
          name,
          expected[name as keyof typeof expected],
        ])
      }
    }
  })

  it('the owner always sees their own, in every state', () => {
    for (const role of ROLES) {
      for (const state of Object.values(STATES)) {
        expect(canSeeAppearance(MODERATED, role, { ...state, isOwner: true })).toBe(true)
        expect(canSeeAppearance(OPEN, role, { ...state, isOwner: true })).toBe(true)
      }
    }
  })

  it('the creator sees per review filter', () => {
    const table: Record<string, Record<string, boolean>> = {
      viewer: { pending: false, approved: true, rejected: false, hiddenApproved: false },
      all: { pending: true, approved: true, rejected: true, hiddenApproved: true },
      pending: { pending: true, approved: false, rejected: false, hiddenApproved: false },
      approved: { pending: false, approved: true, rejected: false, hiddenApproved: true },
      rejected: { pending: false, approved: false, rejected: true, hiddenApproved: false },
    }
    for (const filter of REVIEW_FILTERS) {
      for (const [name, state] of Object.entries(STATES)) {
        expect([filter, name, canSeeAppearance(MODERATED, 'creator', state, filter)]).toEqual([
          filter,
          name,
          table[filter]?.[name],
        ])
      }
    }
  })

  it('without approval: everyone sees what is not hidden; the creator sees hidden ones too', () => {
    for (const role of ROLES) {
      expect(canSeeAppearance(OPEN, role, STATES.pending as AppearanceState)).toBe(true)
      expect(canSeeAppearance(OPEN, role, STATES.hiddenApproved as AppearanceState)).toBe(
        role === 'creator',
      )
    }
  })

  it('canOpenAppearance: creator any, owner own, others only published', () => {
    const pending = STATES.pending as AppearanceState
    expect(ROLES.map((role) => canOpenAppearance(MODERATED, role, pending))).toEqual([
      false,
      false,
      false,
      true,
    ])
  })
})

describe('owner, like and approval rules', () => {
  it('edit and hide: the owner while live, nobody else (not even the creator)', () => {
    for (const can of [canEditAppearance, canHideAppearance]) {
      expect(can({ isOwner: true }, true)).toBe(true)
      expect(can({ isOwner: true }, false)).toBe(false)
      expect(can({ isOwner: false }, true)).toBe(false)
    }
  })

  it('like: logged in, and published or one’s own', () => {
    const table: [SeenRole, string, boolean, boolean][] = [
      ['guest', 'approved', false, false],
      ['user', 'approved', false, true],
      ['member', 'pending', false, false],
      ['creator', 'pending', false, false],
      ['creator', 'hiddenApproved', false, false],
      ['user', 'pending', true, true],
      ['user', 'hiddenApproved', true, true],
      ['guest', 'approved', true, false],
    ]
    for (const [role, name, isOwner, expected] of table) {
      const state = { ...(STATES[name] as AppearanceState), isOwner }
      expect([role, name, isOwner, canLikeAppearance(MODERATED, role, state)]).toEqual([
        role,
        name,
        isOwner,
        expected,
      ])
    }
    expect(canLikeAppearance(OPEN, 'user', STATES.pending as AppearanceState)).toBe(true)
  })

  it('approve: only the creator, only when approval is required', () => {
    expect(ROLES.map((role) => canApproveAppearance(role, MODERATED))).toEqual([
      false,
      false,
      false,
      true,
    ])
    expect(canApproveAppearance('creator', OPEN)).toBe(false)
  })

  it('new appearances: approved without moderation or by the creator; pending otherwise', () => {
    expect(initialApproval(OPEN, 'user')).toEqual({ isApproved: true, isRejected: false })
    expect(initialApproval(MODERATED, 'creator')).toEqual({ isApproved: true, isRejected: false })
    expect(initialApproval(MODERATED, 'member')).toEqual({ isApproved: false, isRejected: false })
    expect(initialApproval(MODERATED, 'guest')).toEqual({ isApproved: false, isRejected: false })
  })

  it('a first appearance makes a logged-in non-member a member', () => {
    expect(ROLES.map(joinsByAppearance)).toEqual([false, true, false, false])
  })
})
