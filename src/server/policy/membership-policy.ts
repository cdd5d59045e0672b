/**
 * docs/product.md#states, #roles rules of invitations and join requests as pure functions
 * (docs/architecture/accounts-and-security.md#who-may-do-what); the routes ask these,
 * tests/unit/server/membership-policy.test.ts checks them as a matrix.
 */
import { InvitationStatus, JoinRequestStatus, type SeenAccessibilityType } from '~/shared/enums'
import type { SeenRole } from './seen-policy'

/** Send, list and revoke a Seen's invitations: its creator. */
export function canManageInvitations(role: SeenRole): boolean {
  return role === 'creator'
}

/** List and decide a Seen's join requests: its creator. */
export function canManageJoinRequests(role: SeenRole): boolean {
  return role === 'creator'
}

export type JoinRequestRefusal = 'login' | 'wrongType' | 'member' | 'pending'

/**
 * Why this person may not ask to join, or null when they may: only on a publicRequestJoin Seen,
 * only by a logged-in non-member (the creator is a member), once while a request is pending.
 */
export function joinRequestRefusal(
  type: SeenAccessibilityType,
  role: SeenRole,
  hasPendingRequest: boolean,
): JoinRequestRefusal | null {
  if (role === 'guest') return 'login'
  if (type !== 3) return 'wrongType'
  if (role !== 'user') return 'member'
  if (hasPendingRequest) return 'pending'
  return null
}

/** Approve or reject: the creator, while the request is pending. */
export function canDecideJoinRequest(role: SeenRole, status: number): boolean {
  return role === 'creator' && status === JoinRequestStatus.pending
}

export interface InvitationFacts {
  /** The invited account; null for an invitation to an e-mail address nobody had registered. */
  inviteeId: string | null
  status: number
  expiresAt: Date
}

/** docs/product.md#states: pending and past its expiry (or already marked expired). */
export function invitationExpired(invitation: InvitationFacts, now: Date): boolean {
  if (invitation.status === InvitationStatus.expired) return true
  return (
    invitation.status === InvitationStatus.pending &&
    invitation.expiresAt.getTime() <= now.getTime()
  )
}

export type InvitationAnswerRefusal = 'notInvitee' | 'expired' | 'answered'

/**
 * Why this user may not accept or decline, or null when they may: only the invitee, only while
 * pending and not expired. An invitation to an e-mail address has no account yet: whoever holds
 * its mailed link (`viaLink`) becomes its invitee.
 */
export function invitationAnswerRefusal(
  invitation: InvitationFacts,
  userId: string,
  now: Date,
  viaLink: boolean,
): InvitationAnswerRefusal | null {
  const isInvitee = invitation.inviteeId === null ? viaLink : invitation.inviteeId === userId
  if (!isInvitee) return 'notInvitee'
  if (invitationExpired(invitation, now)) return 'expired'
  if (invitation.status !== InvitationStatus.pending) return 'answered'
  return null
}

/** docs/product.md#states Revoke: the creator, only while pending and not expired. */
export function canRevokeInvitation(
  role: SeenRole,
  invitation: InvitationFacts,
  now: Date,
): boolean {
  return (
    canManageInvitations(role) &&
    invitation.status === InvitationStatus.pending &&
    !invitationExpired(invitation, now)
  )
}
