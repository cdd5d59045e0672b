/**
 * docs/product.md#records invitations (Seen side and user side) and docs/product.md#validation
 * invitee rules.
 */
import * as v from 'valibot'
import { INVITATION_EXPIRY_DAYS, INVITATION_EXPIRY_DEFAULT_DAYS } from '../constants'
import { InvitationStatus } from '../enums'
import {
  INVITATION_MESSAGE_MAX,
  INVITATION_MSG,
  MAX_INVITEES_PER_SEND,
} from '../membership-messages'

/**
 * docs/product.md#validation: invitees split on commas or new lines, trimmed, empties dropped. A
 * list's entries are split the same way; repeats (ignoring case) are kept once.
 */
export function splitInvitees(input: string | string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((item) =>
    item.split(/[,\r\n]+/),
  )
  const seen = new Set<string>()
  const result: string[] = []
  for (const part of parts) {
    const invitee = part.trim()
    const key = invitee.toLowerCase()
    if (invitee === '' || seen.has(key)) continue
    seen.add(key)
    result.push(invitee)
  }
  return result
}

/** A boolean field whose absence reports `message` (valibot's own missing-key text is not ours). */
export const requiredBoolean = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => typeof value === 'boolean', message),
    v.transform((value) => value === true),
  )

const status = v.picklist(Object.values(InvitationStatus))
const nullableString = v.nullable(v.string())

/** docs/product.md#records Invitation (Seen side): what the creator's invitation manager lists. */
export const invitationSeenSide = v.object({
  id: v.string(),
  seenShortName: v.string(),
  status,
  inviteeUsername: nullableString,
  inviteeEmail: nullableString,
  inviteeDisplayName: nullableString,
  invitedDate: v.string(),
  expiresDate: v.string(),
  respondedDate: nullableString,
  message: nullableString,
})
export type InvitationSeenSide = v.InferOutput<typeof invitationSeenSide>

/** docs/product.md#records Invitation (user side): what the invitee's notifications list. */
export const invitationUserSide = v.object({
  id: v.string(),
  seenName: v.string(),
  seenHeadline: nullableString,
  seenShortName: v.string(),
  inviterDisplayName: v.string(),
  inviterUsername: v.string(),
  status,
  message: nullableString,
  invitedDate: v.string(),
  expiresDate: v.string(),
  respondedDate: nullableString,
  /** Whether the invitee may open the Seen now (an invitation-only one: once accepted). */
  seenViewable: v.optional(v.boolean(), false),
})
export type InvitationUserSide = v.InferOutput<typeof invitationUserSide>

/** docs/product.md#records send result per invitee. */
export const invitationSendResult = v.object({
  success: v.boolean(),
  invitee: v.string(),
  isNewUser: v.boolean(),
  errorMessage: nullableString,
})
export type InvitationSendResult = v.InferOutput<typeof invitationSendResult>

export const sendInvitationsResponse = v.object({
  success: v.boolean(),
  results: v.array(invitationSendResult),
  seenShortName: v.string(),
})
export const seenInvitationsResponse = v.object({ invitations: v.array(invitationSeenSide) })
export const userInvitationsResponse = v.object({ invitations: v.array(invitationUserSide) })
export const respondInvitationResponse = v.object({
  invitation: invitationUserSide,
  seenShortName: v.string(),
})
export const acceptInvitationResponse = v.object({ seenShortName: v.string() })
/** GET /api/seen/invitations/preview/{token}: the mailed link's invitation, before log-in. */
export const invitationPreviewResponse = v.object({ invitation: invitationUserSide })

const seenShortName = v.pipe(
  v.string('seenShortName is required.'),
  v.nonEmpty('seenShortName is required.'),
  v.maxLength(64, 'seenShortName must not exceed 64 characters.'),
)

/**
 * docs/product.md#calls POST /api/seen/invitations/send; `invitees` may be a list or one string
 * (docs/architecture/api.md#requests).
 */
export const sendInvitationsRequest = v.object({
  seenShortName,
  invitees: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())], INVITATION_MSG.inviteesRequired), ''),
    v.transform(splitInvitees),
    v.minLength(1, INVITATION_MSG.inviteesRequired),
    v.maxLength(MAX_INVITEES_PER_SEND, INVITATION_MSG.tooManyInvitees),
  ),
  personalMessage: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(INVITATION_MESSAGE_MAX, INVITATION_MSG.messageTooLong),
      ),
    ),
  ),
  expirationDays: v.optional(
    v.picklist(INVITATION_EXPIRY_DAYS, INVITATION_MSG.expiryChoice),
    INVITATION_EXPIRY_DEFAULT_DAYS,
  ),
})
export type SendInvitationsRequest = v.InferInput<typeof sendInvitationsRequest>

const invitationId = v.pipe(
  v.optional(v.string(INVITATION_MSG.invitationIdRequired), ''),
  v.nonEmpty(INVITATION_MSG.invitationIdRequired),
)

/** docs/product.md#calls POST /api/seen/invitations/respond. */
export const respondInvitationRequest = v.object({
  invitationId,
  accept: requiredBoolean(INVITATION_MSG.acceptRequired),
})

/** docs/product.md#calls DELETE /api/seen/invitations/revoke. */
export const revokeInvitationRequest = v.object({ invitationId })

/**
 * docs/product.md#states: a pending invitation past its expiry counts as expired (no actions, no
 * badge).
 */
export function isInvitationExpired(
  invitation: { status: number; expiresDate: string },
  now: Date,
): boolean {
  if (invitation.status === InvitationStatus.expired) return true
  return (
    invitation.status === InvitationStatus.pending &&
    new Date(invitation.expiresDate).getTime() <= now.getTime()
  )
}

/**
 * docs/product.md#states: accept and decline (user side), revoke (Seen side) only while pending,
 * not expired.
 */
export function isInvitationOpen(
  invitation: { status: number; expiresDate: string },
  now: Date,
): boolean {
  return invitation.status === InvitationStatus.pending && !isInvitationExpired(invitation, now)
}

/** docs/product.md#states badge: pending invitations not past their expiry. */
export function pendingInvitationCount(
  invitations: readonly { status: number; expiresDate: string }[],
  now: Date,
): number {
  return invitations.filter((invitation) => isInvitationOpen(invitation, now)).length
}
