/**
 * Product texts of private messaging (docs/product.md#screens, #states, #validation, #error-texts);
 * server and client share them.
 */
import { fieldMessage } from './messages'

export const MESSAGE_CONTENT_MAX = 5000
export const MESSAGE_SUBJECT_MAX = 200
export const GROUP_NAME_MAX = 100
export const MAX_RECIPIENTS_PER_SEND = 50
export const MESSAGES_LIMIT_MAX = 100

export const MESSAGING_MSG = {
  // docs/product.md#validation validation
  contentRequired: 'Please enter a message',
  recipientsRequired: 'Please enter at least one recipient',
  replyRequired: 'Please enter a reply message',
  groupNameRequired: 'Please enter a group name',
  usernameRequired: 'Please enter a username',
  userNotFound: (username: string) => `User ${username} not found`,
  // docs/product.md#states texts
  cannotWithdraw: 'Cannot withdraw - all recipients have read this message',
  withdrawn: 'Withdrawn',
  noSubject: 'No subject',
  // docs/product.md#error-texts failures
  inboxFailed: 'Failed to load inbox messages',
  sentFailed: 'Failed to load sent messages',
  groupsFailed: 'Failed to load message groups',
  readFailed: 'Failed to mark message as read',
  withdrawFailed: 'Failed to withdraw message',
  replyFailed: 'Failed to send reply',
  sendFailed: 'Failed to send message',
  createGroupFailed: 'Failed to create group',
  addMemberFailed: 'Failed to add member',
  deleteFailed: 'Failed to delete message',
  blockFailed: 'Failed to block user',
  membersFailed: 'Failed to load group members',
  removeMemberFailed: 'Failed to remove member',
  blockedFailed: 'Failed to load blocked users',
  unblockFailed: 'Failed to unblock user',
  deleteGroupFailed: 'Failed to delete group',
  transferFailed: 'Failed to transfer group ownership',
  leaveGroupFailed: 'Failed to leave the group',
  /** docs/product.md#error-texts "Unexpected exceptions show 'An error occurred while ...'". */
  errorWhile: (doing: string) => `An error occurred while ${doing}`,
  // docs/product.md#error-texts successes
  markedRead: 'Message marked as read',
  withdrawnOk: 'Message withdrawn successfully',
  replySent: 'Reply sent successfully',
  sent: 'Message sent successfully',
  groupCreated: 'Group created successfully',
  memberAdded: 'Member added successfully',
  deleted: 'Message deleted successfully',
  blocked: (username: string) => `User ${username} has been blocked`,
  unblocked: (username: string) => `User ${username} has been unblocked`,
  memberRemoved: 'Member removed successfully',
  groupDeleted: 'Group deleted successfully',
  transferred: 'Group ownership transferred successfully',
  leftGroup: (name: string) => `You left ${name}`,
  // docs/product.md#error-texts empty states
  emptyInbox: 'Your inbox is empty',
  emptySent: "You haven't sent any messages yet",
  emptyGroups: "You don't have any message groups yet",
  emptyMembers: 'No members found in this group.',
  emptyBlocked: "You haven't blocked any users",
  // Server refusals (docs/product.md is silent; worded like docs/product.md#validation)
  contentTooLong: fieldMessage.tooLong('Message', MESSAGE_CONTENT_MAX),
  subjectTooLong: fieldMessage.tooLong('Subject', MESSAGE_SUBJECT_MAX),
  groupNameTooLong: fieldMessage.tooLong('Group name', GROUP_NAME_MAX),
  tooManyRecipients: `A message can have at most ${MAX_RECIPIENTS_PER_SEND} recipients.`,
  notToYourself: 'You cannot send a message to yourself.',
  blockedByRecipient: (username: string) =>
    `${username} does not accept messages from you. The message was not sent.`,
  replyBlocked: 'The sender does not accept messages from you. The reply was not sent.',
  noFollowers: 'You have no followers to send a message to.',
  noGroupRecipients: 'This group has no other members to send a message to.',
  messageNotFound: 'This message was not found.',
  notSender: 'Only the sender can withdraw this message.',
  alreadyWithdrawn: 'This message has already been withdrawn.',
  notRecipient: 'Only a recipient of this message can do that.',
  replyNeedsRead: 'Mark the message as read before replying.',
  alreadyReplied: 'You have already replied to this message.',
  cannotBlockSelf: 'You cannot block yourself.',
  cannotJoinGroup: 'This user cannot be added to your group.',
  cannotOwnGroup: 'This member cannot be made the owner of your group.',
  groupNotFound: 'This group was not found.',
  ownerOnly: 'Only the group owner can do that.',
  unknownUser: 'This user was not found.',
  alreadyMember: 'This user is already a member of the group.',
  notMember: 'This user is not a member of the group.',
  ownerStays: 'The group owner cannot be removed. Transfer ownership first.',
  alreadyOwner: 'This user already owns the group.',
  waitingToSend: 'waiting to send',
  // A queued message the server refused keeps its text (docs/product.md is silent)
  notSentTitle: 'Messages not sent',
  notSentHint:
    'The server refused these messages. Your text is kept: edit and send it again, or discard it.',
  editAndSend: 'Edit and send',
  discard: 'Discard',
} as const

/**
 * docs/product.md#validation: a reply's subject defaults to 'Re: ' plus the original subject, or
 * 'No subject'.
 */
export function replySubject(original: string): string {
  const subject = original.trim()
  return `Re: ${subject === '' ? MESSAGING_MSG.noSubject : subject}`
}
