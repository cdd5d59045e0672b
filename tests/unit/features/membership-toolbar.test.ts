import { describe, expect, it } from 'vitest'
import { type MembershipSeen, membershipToolbar } from '~/features/membership/toolbar-visibility'
import type { SeenAccessibilityType } from '~/shared/enums'

type Viewer = 'guest' | 'user' | 'member' | 'creator'
const seenFor = (type: SeenAccessibilityType, viewer: Viewer): MembershipSeen => ({
  id: '3f1c0c1e-0000-4000-8000-000000000001',
  shortName: 'GardenParty1',
  seenName: 'Garden Party',
  seenAccessibilityType: type,
  isCreator: viewer === 'creator',
  isMember: viewer === 'member' || viewer === 'creator',
})

/**
 * docs/product.md#roles toolbar icons per viewer: [invitations, join requests, request to join].
 */
const EXPECTED: [Viewer, SeenAccessibilityType, boolean, boolean, boolean][] = [
  ['creator', 3, true, true, false],
  ['creator', 6, true, false, false],
  ['creator', 1, true, false, false],
  ['member', 3, false, false, false],
  ['user', 3, false, false, true],
  ['user', 2, false, false, false],
  ['user', 6, false, false, false],
  ['guest', 3, false, false, false],
]

describe('membershipToolbar (docs/product.md#roles)', () => {
  it.each(EXPECTED)('%s on type %i', (viewer, type, invitations, joinRequests, requestToJoin) => {
    expect(membershipToolbar(seenFor(type, viewer), viewer !== 'guest')).toEqual({
      invitations,
      joinRequests,
      requestToJoin,
    })
  })

  it('follows the server’s canRequestJoin when the detail carries it', () => {
    const seen = { ...seenFor(3, 'user'), canRequestJoin: false }
    expect(membershipToolbar(seen, true).requestToJoin).toBe(false)
  })
})
