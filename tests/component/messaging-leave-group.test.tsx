import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { GroupsPanel } from '~/features/messaging/components/groups-panel'
import { createQueryClient } from '~/lib/query-client'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { server } from './msw/server'

const group = (overrides: Partial<MessageGroup> = {}): MessageGroup => ({
  id: 'g1',
  name: 'Book Club',
  creatorDisplayName: 'Bob Builder',
  ownerUsername: 'bob',
  isOwner: false,
  memberCount: 3,
  ...overrides,
})

/**
 * GET /api/messaging/groups answers `groups` (emptied once a leave succeeds); a leave answers
 * `leaveAnswer()`, which may hang to show the pending state.
 */
function stubBackend(groups: MessageGroup[], leaveAnswer: () => Promise<Response>) {
  const left: unknown[] = []
  let current = groups
  server.use(
    http.get('*/api/messaging/groups', () =>
      HttpResponse.json({ success: true, errorMessage: null, groups: current }),
    ),
    http.post('*/api/messaging/groups/leave', async ({ request }) => {
      left.push(await request.json())
      const res = await leaveAnswer()
      if (res.ok) current = []
      return res
    }),
    http.get('*/api/messaging/groups/:id/members', () =>
      HttpResponse.json({ success: true, errorMessage: null, members: [] }),
    ),
  )
  return left
}

const ok = async () => HttpResponse.json({ success: true, errorMessage: null })

async function openGroup(name = 'Book Club') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <GroupsPanel />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }))
  return user
}

describe('Leave Group in the Groups tab', () => {
  it('asks first; Cancel leaves nothing, Leave Group leaves and the group goes from the list', async () => {
    const left = stubBackend([group()], ok)
    const user = await openGroup()
    await user.click(screen.getByRole('button', { name: 'Leave Group' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave Book Club?' })
    expect(within(dialog).getByText(/Its owner can add you again/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(left).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Leave Group' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Leave Book Club?' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave Group' }))
    expect(await screen.findByText(MESSAGING_MSG.leftGroup('Book Club'))).toBeInTheDocument()
    expect(left).toEqual([{ groupId: 'g1' }])
    expect(await screen.findByText(MESSAGING_MSG.emptyGroups)).toBeInTheDocument()
  })

  it('tells an owner what happens to the group: passed on, or deleted when alone', async () => {
    stubBackend(
      [group({ isOwner: true }), group({ id: 'g2', name: 'Solo', isOwner: true, memberCount: 1 })],
      ok,
    )
    const user = await openGroup()
    await user.click(screen.getByRole('button', { name: 'Leave Group' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Book Club?' })
    expect(within(dialog).getByText(/passes to the member who was added first/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: /Solo/ }))
    const [, solo] = screen.getAllByRole('button', { name: 'Leave Group' })
    if (!solo) throw new Error('no Leave Group button for Solo')
    await user.click(solo)
    const soloDialog = await screen.findByRole('alertdialog', { name: 'Leave Solo?' })
    expect(within(soloDialog).getByText(/only member, so the group is deleted/)).toBeInTheDocument()
  })

  it('shows Leaving… and is disabled while the request is under way', async () => {
    let answer: (res: Response) => void = () => undefined
    stubBackend([group()], () => new Promise<Response>((resolve) => (answer = resolve)))
    const user = await openGroup()
    await user.click(screen.getByRole('button', { name: 'Leave Group' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Book Club?' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave Group' }))
    const pending = await screen.findByRole('button', { name: 'Leaving…' })
    expect(
      pending.matches(':disabled, [aria-disabled="true"]'),
      'Leaving… is disabled (natively or by aria-disabled)',
    ).toBe(true)
    answer(await ok())
    expect(await screen.findByText(MESSAGING_MSG.emptyGroups)).toBeInTheDocument()
  })

  it("a refused leave shows the server's message and keeps the group", async () => {
    stubBackend([group()], async () =>
      HttpResponse.json(
        { success: false, errors: { userMessage: [MESSAGING_MSG.groupNotFound] } },
        { status: 404 },
      ),
    )
    const user = await openGroup()
    await user.click(screen.getByRole('button', { name: 'Leave Group' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Book Club?' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave Group' }))
    expect(await screen.findByText(MESSAGING_MSG.groupNotFound)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Leave Group' }).hasAttribute('disabled')).toBe(
        false,
      ),
    )
    expect(screen.getByText('Book Club')).toBeInTheDocument()
  })
})
