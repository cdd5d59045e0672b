import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { MembershipToolbarButtons } from '~/features/membership/components/membership-toolbar'
import type { MembershipSeen } from '~/features/membership/toolbar-visibility'
import { createQueryClient } from '~/lib/query-client'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import type { InvitationSeenSide } from '~/shared/schemas/invitation'
import type { JoinRequest } from '~/shared/schemas/join-request'
import { server } from './msw/server'

const DAY = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()
const SEEN: MembershipSeen = {
  id: '3f1c0c1e-0000-4000-8000-0000000000aa',
  shortName: 'BookClub0001',
  seenName: 'Book Club',
  seenAccessibilityType: 3,
  isCreator: true,
  isMember: true,
}

const request = (id: string, username: string, status: 1 | 2 | 3): JoinRequest => ({
  id,
  seenShortName: SEEN.shortName,
  status,
  message: status === 1 ? 'Let me in' : null,
  requestDate: iso(-2),
  responseDate: status === 1 ? null : iso(-1),
  userDisplayName: `${username} Display`,
  userUsername: username,
})

const invitation = (id: string, username: string, status: 1 | 2, expiresInDays: number) =>
  ({
    id,
    seenShortName: SEEN.shortName,
    status,
    inviteeUsername: username,
    inviteeEmail: null,
    inviteeDisplayName: `${username} Display`,
    invitedDate: iso(-3),
    expiresDate: iso(expiresInDays),
    respondedDate: status === 2 ? iso(-1) : null,
    message: null,
  }) satisfies InvitationSeenSide

/** The Seen's requests and invitations; every other call is kept with its body. */
function stubBackend() {
  const posted: { path: string; body: unknown }[] = []
  server.use(
    http.get('*/api/seen/joinrequests/user', () =>
      HttpResponse.json({ success: true, requests: [] }),
    ),
    http.get(`*/api/seen/joinrequests/seen/${SEEN.shortName}`, () =>
      HttpResponse.json({
        success: true,
        requests: [request('r1', 'bob', 1), request('r2', 'carol', 2)],
      }),
    ),
    http.get(`*/api/seen/invitations/seen/${SEEN.id}`, () =>
      HttpResponse.json({
        success: true,
        invitations: [
          invitation('i1', 'dave', 1, 5),
          invitation('i2', 'erin', 1, -1),
          invitation('i3', 'fred', 2, 5),
        ],
      }),
    ),
    http.all('*/api/*', async ({ request: req }) => {
      const { pathname } = new URL(req.url)
      const body = req.method === 'GET' ? undefined : await req.json()
      posted.push({ path: pathname, body })
      if (pathname === '/api/seen/joinrequests/approve') {
        return HttpResponse.json({ success: true, request: request('r1', 'bob', 2) })
      }
      if (pathname === '/api/seen/invitations/revoke') return HttpResponse.json({ success: true })
      if (pathname === '/api/seen/joinrequests/request') {
        return HttpResponse.json({ success: true, request: request('r9', 'ada', 1) })
      }
      return new HttpResponse(null, { status: 404 })
    }),
  )
  return posted
}

function renderTools(
  seen: MembershipSeen = SEEN,
  arrival: { openOnArrival?: 'joinRequests'; onArrivalClosed?: () => void } = {},
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <MembershipToolbarButtons seen={seen} {...arrival} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('Seen page membership tools (docs/product.md#states, #roles)', () => {
  it('the creator approves a pending request; its status changes in place', async () => {
    const posted = stubBackend()
    const user = renderTools()
    await user.click(await screen.findByRole('button', { name: 'Join requests' }))
    const list = await screen.findByRole('list', { name: 'Join requests' })
    expect(within(list).queryByRole('button', { name: /carol/ })).not.toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Approve bob Display (@bob)' }))
    expect(await screen.findByText(JOIN_REQUEST_MSG.approved)).toBeInTheDocument()
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument(),
    )
    expect(within(list).getAllByText('Approved')).toHaveLength(2)
    expect(posted).toEqual([
      { path: '/api/seen/joinrequests/approve', body: { requestId: 'r1', approve: true } },
    ])
  })

  it("a join request's push opens the creator's Join requests at once; closing forgets it", async () => {
    stubBackend()
    let closed = 0
    const user = renderTools(SEEN, {
      openOnArrival: 'joinRequests',
      onArrivalClosed: () => closed++,
    })
    const list = await screen.findByRole('list', { name: 'Join requests' })
    expect(within(list).getByRole('button', { name: 'Approve bob Display (@bob)' })).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Join requests' })).not.toBeInTheDocument(),
    )
    expect(closed).toBe(1)
  })

  it('the same address opens nothing for someone who is not the creator', async () => {
    stubBackend()
    renderTools({ ...SEEN, isCreator: false, isMember: false }, { openOnArrival: 'joinRequests' })
    expect(await screen.findByRole('button', { name: 'Request to join' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Revoke is offered only for pending, unexpired invitations, asks first and removes the row', async () => {
    const posted = stubBackend()
    const user = renderTools()
    await user.click(await screen.findByRole('button', { name: 'Invitations' }))
    const revoke = await screen.findByRole('button', { name: /Revoke the invitation/ })
    expect(screen.getAllByRole('button', { name: /Revoke/ })).toHaveLength(1)
    expect(revoke.getAttribute('aria-label')).toContain('dave')
    expect(screen.getByText('Expired')).toBeInTheDocument()
    await user.click(revoke)
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' })
    expect(posted).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(screen.queryByText('dave Display (@dave)')).not.toBeInTheDocument())
    expect(posted).toEqual([{ path: '/api/seen/invitations/revoke', body: { invitationId: 'i1' } }])
  })

  it('a signed-in non-member sees only Request to join', async () => {
    stubBackend()
    renderTools({ ...SEEN, isCreator: false, isMember: false })
    expect(await screen.findByRole('button', { name: 'Request to join' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invitations' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join requests' })).not.toBeInTheDocument()
  })
})

describe('Request to Join dialog (docs/product.md#screens, #validation, #error-texts)', () => {
  it('sends the optional message and confirms', async () => {
    const posted = stubBackend()
    const user = renderTools({ ...SEEN, isCreator: false, isMember: false })
    await user.click(await screen.findByRole('button', { name: 'Request to join' }))
    await user.type(await screen.findByLabelText('Message to the creator (optional)'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText(JOIN_REQUEST_MSG.sentDialog)).toBeInTheDocument()
    expect(await screen.findByText(JOIN_REQUEST_MSG.sent)).toBeInTheDocument()
    expect(posted).toEqual([
      {
        path: '/api/seen/joinrequests/request',
        body: { seenShortName: SEEN.shortName, message: 'Hello' },
      },
    ])
  })
})
