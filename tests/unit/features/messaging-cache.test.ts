import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  dropQueued,
  type Mailbox,
  mailboxMessages,
  showQueued,
  showRead,
} from '~/features/messaging/message-cache'
import { type ListedMessage, messagingKeys } from '~/features/messaging/queries'
import { messageFixture, queuedFixture } from './messaging-fixture'

const message = (id: string, isRead = false) => messageFixture(id, { isRead })
const queued = queuedFixture()

const twoPages = (first: ListedMessage[], second: ListedMessage[]): Mailbox => ({
  pages: [first, second],
  pageParams: [0, 50],
})

const ids = (mailbox: Mailbox | undefined) => mailboxMessages(mailbox)?.map((m) => m.id)

describe('Inbox and Sent cache, kept as pages (infinite queries)', () => {
  it('joins the pages, showing a message that slid across a page edge once', () => {
    const shifted = twoPages([message('c'), message('b')], [message('b'), message('a')])
    expect(ids(shifted)).toEqual(['c', 'b', 'a'])
    expect(mailboxMessages(undefined)).toBeUndefined()
  })

  it('puts a queued message first in Sent once, and takes it out again from any page', () => {
    const client = new QueryClient()
    client.setQueryData(messagingKeys.sent, twoPages([message('b')], [message('a')]))
    showQueued(client, queued)
    showQueued(client, queued)
    const sent = () => client.getQueryData<Mailbox>(messagingKeys.sent)
    expect(ids(sent())).toEqual(['local-1', 'b', 'a'])
    expect(sent()?.pages).toHaveLength(2)
    dropQueued(client, 'local-1')
    expect(ids(sent())).toEqual(['b', 'a'])
  })

  it('shows a queued message in a Sent list that was never loaded', () => {
    const client = new QueryClient()
    showQueued(client, queued)
    expect(ids(client.getQueryData<Mailbox>(messagingKeys.sent))).toEqual(['local-1'])
  })

  it('marks a message on a later page read and lowers the badge once', () => {
    const client = new QueryClient()
    client.setQueryData(messagingKeys.inbox, twoPages([message('b', true)], [message('a')]))
    client.setQueryData(messagingKeys.unreadCount, 3)
    showRead(client, 'a', '2026-11-22T10:00:00.000Z')
    showRead(client, 'a', '2026-11-22T10:00:00.000Z')
    const inbox = mailboxMessages(client.getQueryData<Mailbox>(messagingKeys.inbox))
    expect(inbox?.find((m) => m.id === 'a')).toMatchObject({
      isRead: true,
      readDate: '2026-11-22T10:00:00.000Z',
    })
    expect(client.getQueryData(messagingKeys.unreadCount)).toBe(2)
  })
})
