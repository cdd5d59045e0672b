/** Optimistic changes to the cached Inbox, Sent and unread count (no React). */
import type { QueryClient } from '@tanstack/react-query'
import type { Message } from '~/shared/schemas/messaging'
import { messagingKeys } from './queries'

/** A message in a list: from the server, or queued offline ("waiting to send"). */
export type ListedMessage = Message & { isPending?: boolean }

export interface Person {
  username: string
  displayName: string
}

/** What a queued message looks like in Sent until the server has it. */
export interface QueuedMessage {
  localId: string
  sender: Person
  recipients: Person[]
  subject: string
  content: string
  createdAt: string
  inReplyToMessageId: string | null
}

export function standIn(queued: QueuedMessage): ListedMessage {
  return {
    id: queued.localId,
    senderDisplayName: queued.sender.displayName,
    senderUsername: queued.sender.username,
    recipientDisplayNames: queued.recipients.map((r) => r.displayName),
    recipientUsernames: queued.recipients.map((r) => r.username),
    subject: queued.subject,
    content: queued.content,
    createdDate: queued.createdAt,
    isRead: false,
    readDate: null,
    isReplied: false,
    repliedDate: null,
    repliedMessageId: null,
    inReplyToMessageId: queued.inReplyToMessageId,
    isWithdrawn: false,
    recipientCount: queued.recipients.length,
    readCount: 0,
    isPending: true,
  }
}

/** Put the stand-in first in Sent (once: apply runs again after every refetch). */
export function showQueued(client: QueryClient, queued: QueuedMessage) {
  client.setQueryData<ListedMessage[]>(messagingKeys.sent, (list = []) =>
    list.some((m) => m.id === queued.localId) ? list : [standIn(queued), ...list],
  )
}

export function dropQueued(client: QueryClient, localId: string) {
  client.setQueryData<ListedMessage[]>(messagingKeys.sent, (list) =>
    list?.filter((m) => m.id !== localId),
  )
}

/** Change one inbox message in place. */
export function patchInbox(
  client: QueryClient,
  messageId: string,
  patch: (message: Message) => Message,
) {
  client.setQueryData<Message[]>(messagingKeys.inbox, (list) =>
    list?.map((m) => (m.id === messageId ? patch(m) : m)),
  )
}

/** Show a message read; the badge drops by one only when it was unread (idempotent). */
export function showRead(client: QueryClient, messageId: string, readDate: string) {
  const message = client
    .getQueryData<Message[]>(messagingKeys.inbox)
    ?.find((m) => m.id === messageId)
  if (!message || message.isRead) return
  patchInbox(client, messageId, (m) => ({ ...m, isRead: true, readDate }))
  client.setQueryData<number>(messagingKeys.unreadCount, (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  )
}
