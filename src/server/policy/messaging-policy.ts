/**
 * docs/product.md#states, #validation, #roles messaging rules as pure functions
 * (docs/architecture/accounts-and-security.md#who-may-do-what); the messaging routes ask these and
 * tests/unit/server/messaging-policy.test.ts checks them as a matrix. A refusal names the reason so
 * the route can answer with the right status and text.
 */
import { everyoneHasRead } from '~/shared/schemas/messaging'

/** The viewer's copy of a message, as the recipient actions see it. */
export interface RecipientCopy {
  /** The viewer is a recipient of the message. */
  isRecipient: boolean
  /** The viewer deleted it from their inbox. */
  isDeleted: boolean
  /** The sender withdrew it. */
  isWithdrawn: boolean
  /** The viewer blocked its sender: it is out of their inbox. */
  senderBlocked: boolean
  isRead: boolean
  isReplied: boolean
}

export type RecipientAction = 'read' | 'reply' | 'delete'
export type RecipientDecision =
  | 'allowed'
  | 'not-found'
  | 'not-recipient'
  | 'needs-read'
  | 'already-replied'

/**
 * Only recipients read, reply to or delete a message, and only while it is in their inbox (not
 * deleted, not withdrawn, sender not blocked). A reply needs the copy read and not yet replied.
 */
export function recipientDecision(action: RecipientAction, copy: RecipientCopy): RecipientDecision {
  if (!copy.isRecipient) return 'not-recipient'
  if (copy.isDeleted || copy.isWithdrawn || copy.senderBlocked) return 'not-found'
  if (action !== 'reply') return 'allowed'
  if (!copy.isRead) return 'needs-read'
  if (copy.isReplied) return 'already-replied'
  return 'allowed'
}

export interface SentMessageState {
  isSender: boolean
  isWithdrawn: boolean
  recipientCount: number
  readCount: number
}

export type WithdrawDecision = 'allowed' | 'not-sender' | 'already-withdrawn' | 'all-read'

/**
 * docs/product.md#states, #roles: only the sender withdraws, and only while some recipient has not
 * read it.
 */
export function withdrawDecision(message: SentMessageState): WithdrawDecision {
  if (!message.isSender) return 'not-sender'
  if (message.isWithdrawn) return 'already-withdrawn'
  if (everyoneHasRead(message)) return 'all-read'
  return 'allowed'
}

/** Whether the Withdraw button is enabled (the client shows the product's text when it is not). */
export const canWithdraw = (message: SentMessageState) => withdrawDecision(message) === 'allowed'

export type DeliveryDecision = 'allowed' | 'self' | 'blocked'

/** A message reaches a recipient who is someone else and has not blocked the sender. */
export function deliveryDecision(
  senderId: string,
  recipientId: string,
  recipientBlocksSender: boolean,
): DeliveryDecision {
  if (senderId === recipientId) return 'self'
  if (recipientBlocksSender) return 'blocked'
  return 'allowed'
}

export type BlockDecision = 'allowed' | 'unknown-user' | 'self'

/** Anyone may block (or unblock) another existing user, never themself. */
export function blockDecision(viewerId: string, targetId: string | undefined): BlockDecision {
  if (!targetId) return 'unknown-user'
  if (viewerId === targetId) return 'self'
  return 'allowed'
}

export type GroupRole = 'owner' | 'member' | 'none'
export type GroupAction = 'view' | 'send' | 'add-member' | 'remove-member' | 'transfer' | 'delete'
export type GroupDecision = 'allowed' | 'not-found' | 'owner-only'

/**
 * docs/product.md#roles: members see a group and its members and may message it; only the owner
 * adds and removes members, transfers ownership and deletes it. To anyone else the group does not
 * exist.
 */
export function groupDecision(role: GroupRole, action: GroupAction): GroupDecision {
  if (role === 'none') return 'not-found'
  if (action === 'view' || action === 'send') return 'allowed'
  return role === 'owner' ? 'allowed' : 'owner-only'
}

export type MemberChangeDecision =
  | 'allowed'
  | 'already-member'
  | 'not-member'
  | 'owner-stays'
  | 'blocked'

/** Adding needs a non-member; removing needs a member other than the owner. */
export function memberChangeDecision(
  change: 'add' | 'remove',
  target: { isMember: boolean; isOwner: boolean; blocksViewer?: boolean },
): MemberChangeDecision {
  // Someone who blocked the owner is never put in (or handed) a group of theirs.
  if (change === 'add' && target.blocksViewer) return 'blocked'
  if (change === 'add') return target.isMember ? 'already-member' : 'allowed'
  if (!target.isMember) return 'not-member'
  return target.isOwner ? 'owner-stays' : 'allowed'
}

export type TransferDecision = 'allowed' | 'not-member' | 'already-owner' | 'blocked'

/** Ownership passes to another member; the old owner stays a member without ownership. */
export function transferDecision(target: {
  isMember: boolean
  isOwner: boolean
  blocksViewer?: boolean
}): TransferDecision {
  if (!target.isMember) return 'not-member'
  if (target.blocksViewer) return 'blocked'
  return target.isOwner ? 'already-owner' : 'allowed'
}
