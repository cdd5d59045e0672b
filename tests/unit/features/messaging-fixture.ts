import type { QueuedMessage } from '~/features/messaging/message-cache'
import type { ListedMessage } from '~/features/messaging/queries'

/** A message from bob to ada as the server lists it. */
export const messageFixture = (id: string, overrides: Partial<ListedMessage> = {}) =>
  ({
    id,
    senderDisplayName: 'Bob Okafor',
    senderUsername: 'bob',
    recipientDisplayNames: ['Ada Lovelace'],
    recipientUsernames: ['ada'],
    subject: id,
    content: id,
    createdDate: '2026-11-20T10:00:00.000Z',
    isRead: false,
    readDate: null,
    isReplied: false,
    repliedDate: null,
    repliedMessageId: null,
    inReplyToMessageId: null,
    isWithdrawn: false,
    recipientCount: 1,
    readCount: 0,
    ...overrides,
  }) satisfies ListedMessage

/** A message ada queued to bob (a send, or a reply when `inReplyToMessageId` is set). */
export const queuedFixture = (overrides: Partial<QueuedMessage> = {}): QueuedMessage => ({
  localId: 'local-1',
  sender: { username: 'ada', displayName: 'Ada Lovelace' },
  recipients: [{ username: 'bob', displayName: 'bob' }],
  subject: 'Hi',
  content: 'Hello',
  createdAt: '2026-11-21T10:00:00.000Z',
  inReplyToMessageId: null,
  ...overrides,
})
