/**
 * Product texts of invitations and join requests (docs/product.md#screens, #states, #validation,
 * #error-texts); server and client share them.
 */
import { INVITATION_EXPIRY_DAYS } from './constants'
import { fieldMessage } from './messages'

export const MAX_INVITEES_PER_SEND = 50
export const INVITATION_MESSAGE_MAX = 500
export const JOIN_REQUEST_MESSAGE_MAX = 500

export const INVITATION_MSG = {
  // docs/product.md#error-texts failures and successes
  sendFailed: 'Failed to send invitations',
  seenListFailed: 'Failed to get seen invitations',
  respondFailed: 'Failed to respond to invitation',
  acceptFailed: 'Failed to accept invitation',
  userListFailed: 'Failed to get user invitations',
  revokeFailed: 'Failed to revoke invitation',
  sent: 'Invitations sent successfully',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  acceptedViaLink: 'Invitation accepted successfully',
  revoked: 'Invitation revoked successfully',
  // docs/product.md#screens, #states, #validation, #error-texts page texts
  accepting: 'Accepting your invitation...',
  loginHint: 'If you are not logged in, please log in and try the link again.',
  tokenMissing: 'Invitation token is missing.',
  expired: 'This invitation has expired',
  empty: 'You have no invitations.',
  // Server refusals (docs/product.md is silent; worded like docs/product.md#validation)
  inviteesRequired: fieldMessage.required('Invitees'),
  tooManyInvitees: fieldMessage.notMore('Invitees', MAX_INVITEES_PER_SEND),
  messageTooLong: fieldMessage.tooLong('Personal Message', INVITATION_MESSAGE_MAX),
  expiryChoice: `Expiration must be one of ${INVITATION_EXPIRY_DAYS.join(', ')} days.`,
  invitationIdRequired: fieldMessage.required('Invitation'),
  acceptRequired: fieldMessage.required('Accept'),
  onlyCreator: 'Only the creator of this Seen can manage its invitations.',
  notFound: 'This invitation does not exist or was revoked.',
  notYours: 'This invitation was sent to another account.',
  alreadyAnswered: 'This invitation has already been answered.',
  cannotRevoke: 'Only a pending invitation that has not expired can be revoked.',
  // Per-invitee results
  unknownUser: (name: string) => `There is no user named ${name}.`,
  invalidInvitee: (text: string) => `${text} is not a valid username or e-mail address.`,
  invalidEmail: (text: string) => `${text} is not a valid e-mail address.`,
  yourself: 'You cannot invite yourself.',
  alreadyMember: (who: string) => `${who} is already a member of this Seen.`,
  alreadyInvited: (who: string) => `${who} already has a pending invitation.`,
  mailFailed: (who: string) => `The invitation e-mail to ${who} could not be sent.`,
  mailSubject: (seenName: string) => `You are invited to ${seenName} on Seen`,
} as const

export const JOIN_REQUEST_MSG = {
  // docs/product.md#error-texts
  sent: 'Join request sent successfully',
  sentDialog: 'Your request to join has been sent successfully!',
  sendFailed: 'Failed to send join request',
  sendError: 'An error occurred while sending your join request.',
  approved: 'Join request approved',
  rejected: 'Join request rejected',
  processFailed: 'Failed to process join request',
  seenListFailed: 'Failed to get join requests',
  userListFailed: 'Failed to get user join requests',
  // Server refusals
  messageTooLong: fieldMessage.tooLong('Message', JOIN_REQUEST_MESSAGE_MAX),
  requestIdRequired: fieldMessage.required('Request'),
  approveRequired: fieldMessage.required('Approve'),
  wrongType: 'This Seen does not take join requests.',
  alreadyMember: 'You are already a member of this Seen.',
  alreadyPending: 'You already have a pending request to join this Seen.',
  onlyCreator: 'Only the creator of this Seen can manage its join requests.',
  notFound: 'This join request does not exist.',
  alreadyDecided: 'This join request has already been decided.',
} as const
