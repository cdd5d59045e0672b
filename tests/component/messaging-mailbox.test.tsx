import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MailboxPanel } from '~/features/messaging/components/mailbox-panel'
import type { Box } from '~/features/messaging/components/message-list'
import { messagingKind } from '~/features/messaging/message-outbox'
import { queueOrdered } from '~/lib/offline'
import { createQueryClient } from '~/lib/query-client'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { messageFixture, queuedFixture } from '../unit/features/messaging-fixture'
import { server } from './msw/server'
import { openTestOutbox } from './outbox-for-test'

const message = (n: number) =>
  messageFixture(`m-${n}`, {
    subject: `Subject ${n}`,
    content: `Content ${n}`,
    isRead: true,
    readDate: '2026-11-20T11:00:00.000Z',
    readCount: 1,
  })

/**
 * The mailbox holds `total` read messages (or the given list); sends and replies answer
 * `sendAnswer()`. Returns the pages asked per box, the messages sent and the reads.
 */
function stubBackend(
  total: number,
  sendAnswer: () => Response,
  all = Array.from({ length: total }, (_, i) => message(i + 1)),
) {
  const calls = { pages: { inbox: [] as string[], sent: [] as string[] }, sent: [] as unknown[] }
  const reads: unknown[] = []
  const page = (box: Box) =>
    http.get(`*/api/messaging/${box}`, ({ request }) => {
      const url = new URL(request.url)
      calls.pages[box].push(url.search)
      const offset = Number(url.searchParams.get('offset'))
      const limit = Number(url.searchParams.get('limit'))
      const messages = all.slice(offset, offset + limit)
      return HttpResponse.json({ success: true, errorMessage: null, messages })
    })
  server.use(
    page('inbox'),
    page('sent'),
    http.post('*/api/messaging/send/user', async ({ request }) => {
      calls.sent.push(await request.json())
      return sendAnswer()
    }),
    http.post('*/api/messaging/reply', () => sendAnswer()),
    http.post('*/api/messaging/read', async ({ request }) => {
      const read = (await request.json()) as { messageId: string }
      reads.push(read)
      // Like the server, later pages show it read: the settled read refetches the inbox.
      all = all.map((m) =>
        m.id === read.messageId ? { ...m, isRead: true, readDate: new Date().toISOString() } : m,
      )
      return HttpResponse.json({ success: true, errorMessage: null, users: [] })
    }),
    http.all('*/api/*', () => HttpResponse.json({ success: true, errorMessage: null, users: [] })),
  )
  return { ...calls, reads }
}

let client: QueryClient
let closeOutbox: (() => Promise<void>) | undefined

function renderPanel(box: Box) {
  render(
    <QueryClientProvider client={client}>
      <MailboxPanel box={box} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  client = createQueryClient()
  client.setQueryData(['session'], {
    username: 'ada',
    displayName: 'Ada Lovelace',
    logoutUrl: '/bff/logout?sid=s1',
  })
})
afterEach(async () => {
  await closeOutbox?.()
  closeOutbox = undefined
})

describe('Inbox and Sent page through every message (docs/product.md#calls, #constants: 50 at a time)', {
  timeout: 20_000,
}, () => {
  it('shows the first 50, asks for offset=50 on Load More, and hides it after a short page', async () => {
    const calls = stubBackend(53, () => HttpResponse.json({}))
    const user = renderPanel('inbox')
    const list = await screen.findByRole('list', { name: 'Inbox' })
    expect(within(list).getAllByTestId('message-row')).toHaveLength(50)
    expect(calls.pages.inbox).toEqual(['?limit=50&offset=0'])

    await user.click(screen.getByRole('button', { name: 'Load more inbox messages' }))
    await waitFor(() => expect(within(list).getAllByTestId('message-row')).toHaveLength(53))
    expect(calls.pages.inbox).toEqual(['?limit=50&offset=0', '?limit=50&offset=50'])
    expect(within(list).getByText('Subject 53')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument()
  })

  it('offers no Load More when the first page is already short', async () => {
    stubBackend(3, () => HttpResponse.json({}))
    renderPanel('sent')
    const list = await screen.findByRole('list', { name: 'Sent messages' })
    expect(within(list).getAllByTestId('message-row')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument()
  })

  it('is keyboard usable', async () => {
    const calls = stubBackend(60, () => HttpResponse.json({}))
    const user = renderPanel('sent')
    const button = await screen.findByRole('button', { name: 'Load more sent messages' })
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(calls.pages.sent).toHaveLength(2))
    expect(calls.pages.sent[1]).toBe('?limit=50&offset=50')
  })
})

describe('a queued message the server refuses keeps its text', () => {
  const refusal = () =>
    HttpResponse.json(
      { success: false, errors: { userMessage: [MESSAGING_MSG.blockedByRecipient('bob')] } },
      { status: 400 },
    )

  it('lists it under Not sent; Edit and send opens New Message filled in and forgets it once sent again', async () => {
    let answer = refusal
    const calls = stubBackend(0, () => answer())
    const user = renderPanel('sent')
    closeOutbox = await openTestOutbox(client)
    await queueOrdered(messagingKind, 'local-1', {
      type: 'send',
      message: queuedFixture({ subject: 'Dinner', content: 'See you at eight?' }),
    })

    const notSent = await screen.findByRole('region', { name: MESSAGING_MSG.notSentTitle })
    expect(within(notSent).getByText(MESSAGING_MSG.blockedByRecipient('bob'))).toBeInTheDocument()
    expect(await screen.findByText(MESSAGING_MSG.emptySent)).toBeInTheDocument()

    await user.click(within(notSent).getByRole('button', { name: 'Edit and send: Dinner' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Message' })
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('bob')
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Dinner')
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'See you at eight?',
    )

    answer = () => HttpResponse.json({ success: true, messageId: 'm-9', recipientCount: 1 })
    await user.clear(within(dialog).getByLabelText('To'))
    await user.type(within(dialog).getByLabelText('To'), 'carol')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: MESSAGING_MSG.notSentTitle }),
      ).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(calls.sent).toHaveLength(2))
    expect(calls.sent[1]).toEqual({
      recipientUsernames: ['carol'],
      subject: 'Dinner',
      content: 'See you at eight?',
    })
  })

  it('Discard forgets it', async () => {
    stubBackend(0, refusal)
    const user = renderPanel('inbox')
    closeOutbox = await openTestOutbox(client)
    await queueOrdered(messagingKind, 'm-1', {
      type: 'reply',
      message: queuedFixture({
        localId: 'local-2',
        subject: 'Re: Hello',
        inReplyToMessageId: 'm-1',
      }),
    })
    const notSent = await screen.findByRole('region', { name: MESSAGING_MSG.notSentTitle })
    expect(within(notSent).getByText('Re: Hello')).toBeInTheDocument()
    await user.click(within(notSent).getByRole('button', { name: 'Discard: Re: Hello' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: MESSAGING_MSG.notSentTitle }),
      ).not.toBeInTheDocument(),
    )
  })
})

describe('opening an unread inbox message (docs/product.md#states)', () => {
  it('reads it, so Reply is offered at once; unread rows also offer Mark as Read', async () => {
    const unread = messageFixture('m-unread', {
      subject: 'Unread one',
      isRead: false,
      readDate: null,
    })
    const calls = stubBackend(1, () => HttpResponse.json({ success: true }), [unread])
    closeOutbox = await openTestOutbox(client)
    const user = renderPanel('inbox')
    expect(
      await screen.findByRole('button', { name: 'Mark as Read: Unread one' }),
    ).toBeInTheDocument()
    await user.click(screen.getByText('Unread one'))
    const detail = await screen.findByRole('dialog', { name: 'Unread one' })
    expect(await within(detail).findByRole('button', { name: 'Reply' })).toBeInTheDocument()
    expect(within(detail).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument()
    await waitFor(() => expect(calls.reads).not.toHaveLength(0))
    // Once the read settles the inbox is asked again; the answer keeps it read.
    await waitFor(() => expect(calls.pages.inbox.length).toBeGreaterThan(1))
    expect(await within(detail).findByRole('button', { name: 'Reply' })).toBeInTheDocument()
  })
})
