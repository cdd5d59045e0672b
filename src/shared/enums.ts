/** docs/product.md#records enumerations, as the numbers that travel in JSON. */

export const LocationType = { none: 0, physical: 1, virtual: 2 } as const
export type LocationType = (typeof LocationType)[keyof typeof LocationType]

export const SeenAccessibilityType = {
  none: 0,
  publicAnonymous: 1,
  publicSelfJoin: 2,
  publicRequestJoin: 3,
  privateAnonymous: 4,
  privateSelfJoin: 5,
  privateInvitationOnly: 6,
} as const
export type SeenAccessibilityType =
  (typeof SeenAccessibilityType)[keyof typeof SeenAccessibilityType]

export const PUBLIC_ACCESSIBILITY_TYPES: readonly SeenAccessibilityType[] = [1, 2, 3]
export const PRIVATE_ACCESSIBILITY_TYPES: readonly SeenAccessibilityType[] = [4, 5, 6]

/** Appearance relative location: 1 on-seen, 2 remote/virtual, anything else undisclosed. */
export const RelativeLocation = { onSeen: 1, virtual: 2 } as const

export const InvitationStatus = { pending: 1, accepted: 2, declined: 3, expired: 4 } as const
export type InvitationStatus = (typeof InvitationStatus)[keyof typeof InvitationStatus]

export const JoinRequestStatus = { pending: 1, approved: 2, rejected: 3 } as const
export type JoinRequestStatus = (typeof JoinRequestStatus)[keyof typeof JoinRequestStatus]
