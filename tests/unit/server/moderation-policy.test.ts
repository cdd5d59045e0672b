import { describe, expect, it } from 'vitest'
import {
  blockPosterDecision,
  canManagePosterBlocks,
  canRemoveAppearance,
  isBlockedFromPosting,
  type SeenRole,
} from '~/server/policy'

const ROLES: SeenRole[] = ['guest', 'user', 'member', 'creator']

describe('host moderation policy (docs/decisions/111-remove-appearance.md to docs/decisions/113-moderation-offline.md)', () => {
  it('only the creator removes appearances and manages blocks', () => {
    for (const role of ROLES) {
      expect(canRemoveAppearance(role), role).toBe(role === 'creator')
      expect(canManagePosterBlocks(role), role).toBe(role === 'creator')
    }
  })

  it("the creator blocks anyone's poster but their own; nobody else blocks", () => {
    const table = ROLES.map((role) => [
      role,
      blockPosterDecision(role, { postedByCreator: false }),
      blockPosterDecision(role, { postedByCreator: true }),
    ])
    expect(table).toEqual([
      ['guest', 'not-creator', 'not-creator'],
      ['user', 'not-creator', 'not-creator'],
      ['member', 'not-creator', 'not-creator'],
      ['creator', 'allowed', 'self'],
    ])
  })

  it('a block stops guests, users and members from posting, never the creator', () => {
    for (const role of ROLES) {
      expect(isBlockedFromPosting(role, true), role).toBe(role !== 'creator')
      expect(isBlockedFromPosting(role, false), role).toBe(false)
    }
  })
})
