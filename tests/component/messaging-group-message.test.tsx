import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GroupsPanel } from '~/features/messaging/components/groups-panel'
import { messagingKind } from '~/features/messaging/message-outbox'
import { createQueryClient } from '~/lib/query-client'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { server } from './msw/server'

const queueOrdered = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('~/lib/offline', async (original) => ({
  ...(await original<typeof import('~/lib/offline')>()),
  queueOrdered,
}))

const BOOK_CLUB: MessageGroup = {
  id: '6f1c1f9e-4f57-4a5e-9a3e-1f1f2b7d9c01',
  name: 'Book Club',
  creatorDisplayName: 'Bob Builder',
  ownerUsername: 'bob',
  isOwner: false,
  memberCount: 3,
}

beforeEach(() => {
  queueOrdered.mockClear()
  server.use(
    http.get('*/api/messaging/groups', () =>
      HttpResponse.json({ success: true, errorMessage: null, groups: [BOOK_CLUB] }),
    ),
    http.get('*/api/messaging/groups/:id/members', () =>
      HttpResponse.json({ success: true, errorMessage: null, members: [] }),
    ),
  )
})

describe('Message group', () => {
  it('writes one message to every member of the group, queued like any message', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GroupsPanel />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Book Club/ }))
    await user.click(screen.getByRole('button', { name: 'Message group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Message Book Club' })
    expect(
      within(dialog).getByText(/Every member of Book Club gets it \(3 members\)/),
    ).toBeVisible()

    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(within(dialog).getByText(MESSAGING_MSG.contentRequired)).toBeInTheDocument()
    expect(queueOrdered).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Subject'), 'Next month')
    await user.type(within(dialog).getByLabelText('Message'), 'We read Middlemarch.')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(queueOrdered).toHaveBeenCalledTimes(1))
    const [kind, target, action] = queueOrdered.mock.calls[0] as unknown as [
      typeof messagingKind,
      string,
      Parameters<typeof messagingKind.request>[0],
    ]
    expect(kind).toBe(messagingKind)
    expect(target).toBe(BOOK_CLUB.id)
    expect(messagingKind.request(action, target)).toEqual({
      method: 'post',
      path: '/api/messaging/send/group',
      body: { groupId: BOOK_CLUB.id, subject: 'Next month', content: 'We read Middlemarch.' },
    })
  })
})
