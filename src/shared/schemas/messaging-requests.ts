/**
 * Request bodies and queries of docs/product.md#calls messaging calls, validated by the server and
 * built by the client. `send/group` and `send/followers` are ours (docs/product.md#calls leaves
 * their shapes open).
 */
import * as v from 'valibot'
import { MESSAGES_OFFSET, MESSAGES_PAGE_SIZE } from '../constants'
import { fieldMessage } from '../messages'
import {
  GROUP_NAME_MAX,
  MAX_RECIPIENTS_PER_SEND,
  MESSAGE_CONTENT_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGES_LIMIT_MAX,
  MESSAGING_MSG,
} from '../messaging-messages'

/**
 * docs/product.md#screens: recipients typed in one field are split on commas, semicolons or white
 * space.
 */
export function splitRecipients(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((item) =>
    item.split(/[,;\s]+/),
  )
  const seen = new Set<string>()
  return parts
    .map((part) => part.trim().replace(/^@/, ''))
    .filter((name) => {
      const key = name.toLowerCase()
      if (name === '' || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Message text: required (not only blanks) with `required`, at most 5000 characters. */
const text = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ''),
    v.transform((s) => s ?? ''),
    v.check((s) => s.trim() !== '', required),
    v.maxLength(MESSAGE_CONTENT_MAX, MESSAGING_MSG.contentTooLong),
  )

const subject = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => (s ?? '').trim()),
  v.maxLength(MESSAGE_SUBJECT_MAX, MESSAGING_MSG.subjectTooLong),
)

const id = (message: string) => v.pipe(v.string(message), v.uuid(message))

export const sendToUsersRequest = v.object({
  recipientUsernames: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())], MESSAGING_MSG.recipientsRequired), []),
    v.transform((value: string | string[]) => splitRecipients(value)),
    v.minLength(1, MESSAGING_MSG.recipientsRequired),
    v.maxLength(MAX_RECIPIENTS_PER_SEND, MESSAGING_MSG.tooManyRecipients),
  ),
  content: text(MESSAGING_MSG.contentRequired),
  subject,
})
export type SendToUsersRequest = v.InferInput<typeof sendToUsersRequest>

/** POST /api/messaging/send/group: to every member of a group the sender belongs to. */
export const sendToGroupRequest = v.object({
  groupId: id(MESSAGING_MSG.groupNotFound),
  content: text(MESSAGING_MSG.contentRequired),
  subject,
})

/** POST /api/messaging/send/followers: to everyone who follows the sender. */
export const sendToFollowersRequest = v.object({
  content: text(MESSAGING_MSG.contentRequired),
  subject,
})

export const messageIdRequest = v.object({ messageId: id(MESSAGING_MSG.messageNotFound) })

export const replyRequest = v.object({
  originalMessageId: id(MESSAGING_MSG.messageNotFound),
  content: text(MESSAGING_MSG.replyRequired),
  subject,
})
export type ReplyRequest = v.InferInput<typeof replyRequest>

export const createGroupRequest = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string(MESSAGING_MSG.groupNameRequired)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, MESSAGING_MSG.groupNameRequired),
    v.maxLength(GROUP_NAME_MAX, MESSAGING_MSG.groupNameTooLong),
  ),
})

export const groupIdRequest = v.object({ groupId: id(MESSAGING_MSG.groupNotFound) })

export const groupMemberRequest = v.object({
  groupId: id(MESSAGING_MSG.groupNotFound),
  memberId: id(MESSAGING_MSG.notMember),
})

export const transferOwnershipRequest = v.object({
  groupId: id(MESSAGING_MSG.groupNotFound),
  newOwnerId: id(MESSAGING_MSG.notMember),
})

export const usernameRequest = v.object({
  username: v.pipe(
    v.optional(v.nullable(v.string(MESSAGING_MSG.usernameRequired)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, MESSAGING_MSG.usernameRequired),
    v.maxLength(100, MESSAGING_MSG.usernameRequired),
  ),
})

const pageNumber = (field: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/, `${field} must be a number.`),
    v.transform(Number),
    v.minValue(min, fieldMessage.notLess(field, min)),
    v.maxValue(max, fieldMessage.notMore(field, max)),
  )

/** GET inbox/sent ?limit=50&offset=0 (docs/product.md#constants). */
export const messagesPageQuery = v.object({
  limit: pageNumber('limit', 1, MESSAGES_LIMIT_MAX, MESSAGES_PAGE_SIZE),
  offset: pageNumber('offset', 0, 100_000, MESSAGES_OFFSET),
})

export const userSuggestionsQuery = v.object({
  query: v.optional(v.string(), ''),
})
