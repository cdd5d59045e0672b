/** Optimistic changes to the cached Inbox, Sent and unread count (no React). */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { MESSAGES_OFFSET } from '~/shared/constants'
import type { Message } from '~/shared/schemas/messaging'
import { type ListedMessage, messagingKeys } from './queries'

/** Inbox and Sent as cached: the pages loaded so far (offsets 0, 50, …). */
export type Mailbox = InfiniteData<ListedMessage[]>

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

/** Every message loaded so far, newest first; one that moved across a page edge shows once. */
export function mailboxMessages(mailbox: Mailbox | undefined): ListedMessage[] | undefined {
  if (!mailbox) return undefined
  const byId = new Map<string, ListedMessage>()
  for (const message of mailbox.pages.flat()) {
    if (!byId.has(message.id)) byId.set(message.id, message)
  }
  return [...byId.values()]
}

/** The same pages with `change` applied to each one. */
const mapPages = (mailbox: Mailbox, change: (page: ListedMessage[]) => ListedMessage[]) => ({
  ...mailbox,
  pages: mailbox.pages.map(change),
})

/** Put the stand-in first in Sent (once: apply runs again after every refetch). */
export function showQueued(client: QueryClient, queued: QueuedMessage) {
  client.setQueryData<Mailbox>(messagingKeys.sent, (mailbox) => {
    if (!mailbox) return { pages: [[standIn(queued)]], pageParams: [MESSAGES_OFFSET] }
    if (mailbox.pages.some((page) => page.some((m) => m.id === queued.localId))) return mailbox
    const [first = [], ...rest] = mailbox.pages
    return { ...mailbox, pages: [[standIn(queued), ...first], ...rest] }
  })
}

export function dropQueued(client: QueryClient, localId: string) {
  client.setQueryData<Mailbox>(
    messagingKeys.sent,
    (mailbox) => mailbox && mapPages(mailbox, (page) => page.filter((m) => m.id !== localId)),
  )
}

/** Change one inbox message in place. */
export function patchInbox(
  client: QueryClient,
  messageId: string,
  patch: (message: Message) => Message,
) {
  client.setQueryData<Mailbox>(
    messagingKeys.inbox,
    (mailbox) =>
      mailbox && mapPages(mailbox, (page) => page.map((m) => (m.id === messageId ? patch(m) : m))),
  )
}

/** Show a message read; the badge drops by one only when it was unread (idempotent). */
export function showRead(client: QueryClient, messageId: string, readDate: string) {
  const message = mailboxMessages(client.getQueryData<Mailbox>(messagingKeys.inbox))?.find(
    (m) => m.id === messageId,
  )
  if (!message || message.isRead) return
  patchInbox(client, messageId, (m) => ({ ...m, isRead: true, readDate }))
  client.setQueryData<number>(messagingKeys.unreadCount, (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  )
}
