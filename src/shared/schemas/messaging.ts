/**
 * docs/product.md#records messaging records and the answers of docs/product.md#calls messaging
 * calls.
 */
import * as v from 'valibot'

const nullableString = v.nullable(v.string())
const errorMessage = v.optional(nullableString)

/**
 * docs/product.md#records Message. In the inbox, the read/replied fields are the viewer's own copy;
 * in Sent, isRead means every recipient has read it (readDate: the last of them) and isReplied that
 * someone replied. inReplyToMessageId links a reply to the message it answers.
 */
export const message = v.object({
  id: v.string(),
  senderDisplayName: v.string(),
  senderUsername: v.string(),
  recipientDisplayNames: v.array(v.string()),
  recipientUsernames: v.array(v.string()),
  subject: v.string(),
  content: v.string(),
  createdDate: v.string(),
  isRead: v.boolean(),
  readDate: nullableString,
  isReplied: v.boolean(),
  repliedDate: nullableString,
  repliedMessageId: nullableString,
  inReplyToMessageId: nullableString,
  isWithdrawn: v.boolean(),
  recipientCount: v.number(),
  readCount: v.number(),
})
export type Message = v.InferOutput<typeof message>

/**
 * docs/product.md#records Message group; isOwner and ownerUsername tell the client who manages it.
 */
export const messageGroup = v.object({
  id: v.string(),
  name: v.string(),
  creatorDisplayName: v.string(),
  ownerUsername: v.string(),
  isOwner: v.boolean(),
  memberCount: v.number(),
})
export type MessageGroup = v.InferOutput<typeof messageGroup>

export const groupMember = v.object({
  memberId: v.string(),
  memberUsername: v.string(),
  memberDisplayName: v.string(),
  isOwner: v.boolean(),
})
export type GroupMember = v.InferOutput<typeof groupMember>

export const blockedUser = v.object({
  username: v.string(),
  displayName: v.string(),
  blockedDate: v.string(),
})
export type BlockedUser = v.InferOutput<typeof blockedUser>

export const userSuggestion = v.object({
  id: v.string(),
  username: v.string(),
  displayName: v.string(),
})
export type UserSuggestion = v.InferOutput<typeof userSuggestion>

export const messagesResponse = v.object({ messages: v.array(message), errorMessage })
export const groupsResponse = v.object({ groups: v.array(messageGroup), errorMessage })
export const groupResponse = v.object({ group: messageGroup, errorMessage })
export const membersResponse = v.object({ members: v.array(groupMember), errorMessage })
export const blockedUsersResponse = v.object({ blockedUsers: v.array(blockedUser), errorMessage })
export const usersResponse = v.object({ users: v.array(userSuggestion), errorMessage })
export const countResponse = v.object({ count: v.number(), errorMessage })
export const doneResponse = v.object({ errorMessage })

/** Answer of every send: the new message's id and whom it reached. */
export const sendResponse = v.object({
  messageId: v.string(),
  recipientCount: v.number(),
  /** Group and followers sends skip recipients who blocked the sender; named here. */
  undeliveredUsernames: v.array(v.string()),
  errorMessage,
})
export type SendResponse = v.InferOutput<typeof sendResponse>

export const replyResponse = v.object({ replyMessageId: v.string(), errorMessage })

/**
 * docs/product.md#states: a sent message can no longer be withdrawn once every recipient has read
 * it.
 */
export const everyoneHasRead = (message: { recipientCount: number; readCount: number }) =>
  message.readCount >= message.recipientCount
