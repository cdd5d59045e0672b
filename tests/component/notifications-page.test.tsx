import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { INVITATION_MSG } from '~/shared/membership-messages'
import type { InvitationUserSide } from '~/shared/schemas/invitation'
import { server } from './msw/server'
import { openSwitchableOutbox, openTestOutbox } from './outbox-for-test'
import { renderApp } from './render-app'

const DAY = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

const invitation = (
  id: string,
  seenName: string,
  status: 1 | 2 | 3 | 4,
  expiresInDays: number,
): InvitationUserSide => ({
  id,
  seenName,
  seenHeadline: `${seenName} headline`,
  seenShortName: `short${id}0000`,
  inviterDisplayName: 'Bob Okafor',
  inviterUsername: 'bob',
  status,
  message: null,
  invitedDate: iso(-3),
  expiresDate: iso(expiresInDays),
  respondedDate: status === 2 || status === 3 ? iso(-1) : null,
  seenViewable: status === 2,
})

/** The invitation calls, answered like the server would. */
function stubBackend(invitations: InvitationUserSide[]) {
  const responses: unknown[] = []
  server.use(
    http.get('*/api/seen/invitations/user', () =>
      HttpResponse.json({ success: true, invitations }),
    ),
    http.post('*/api/seen/invitations/respond', async ({ request }) => {
      const body = (await request.json()) as { invitationId: string; accept: boolean }
      responses.push(body)
      const answered = invitations.find((item) => item.id === body.invitationId)
      const updated = { ...answered, status: body.accept ? 2 : 3, respondedDate: iso(0) }
      return HttpResponse.json({ success: true, invitation: updated, seenShortName: 'x' })
    }),
  )
  return responses
}

describe('Notifications page, Invitations tab (docs/product.md#screens, #states)', () => {
  it('offers actions by state: pending, expired, accepted, declined', async () => {
    stubBackend([
      invitation('1', 'Garden Party', 1, 5),
      invitation('2', 'Old Picnic', 1, -1),
      invitation('3', 'Rooftop Wedding', 2, 20),
      invitation('4', 'Quiz Night', 3, 20),
    ])
    renderApp('/notifications')
    expect(await screen.findByRole('tab', { name: 'Invitations' })).toBeInTheDocument()
    const pending = await screen.findByRole('article', { name: 'Garden Party' })
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeInTheDocument()
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    const expired = screen.getByRole('article', { name: 'Old Picnic' })
    expect(within(expired).getByText(INVITATION_MSG.expired)).toBeInTheDocument()
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument()
    const accepted = screen.getByRole('article', { name: 'Rooftop Wedding' })
    expect(within(accepted).getByRole('link', { name: 'View Seen' }).getAttribute('href')).toBe(
      '/seen?shortname=short30000',
    )
    // The title opens the Seen when the invitee may see it, and is plain text otherwise.
    expect(
      within(accepted).getByRole('link', { name: 'Rooftop Wedding' }).getAttribute('href'),
    ).toBe('/seen?shortname=short30000')
    expect(within(pending).queryByRole('link', { name: 'Garden Party' })).not.toBeInTheDocument()
    const declined = screen.getByRole('article', { name: 'Quiz Night' })
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument()
    expect(within(declined).queryByRole('link')).not.toBeInTheDocument()
  })

  it('declining updates the status in place', async () => {
    const responses = stubBackend([invitation('1', 'Garden Party', 1, 5)])
    const { queryClient } = renderApp('/notifications')
    const close = await openTestOutbox(queryClient)
    const card = await screen.findByRole('article', { name: 'Garden Party' })
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(within(card).getByText('Declined')).toBeInTheDocument())
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    await waitFor(() => expect(responses).toEqual([{ invitationId: '1', accept: false }]))
    await close()
  })

  it('an answer given offline shows at once, waits, and is sent once when back online', async () => {
    const responses = stubBackend([invitation('1', 'Garden Party', 1, 5)])
    const { queryClient } = renderApp('/notifications')
    const connection = await openSwitchableOutbox(queryClient)
    await connection.setOnline(false)
    const card = await screen.findByRole('article', { name: 'Garden Party' })
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Accept' }))

    expect(await within(card).findByText('Accepted')).toBeInTheDocument()
    // The card changes at once; the mark follows as soon as the entry is stored.
    expect(await within(card).findByRole('status')).toHaveTextContent(/^Waiting to send$/)
    expect(await within(card).findByRole('link', { name: 'View Seen' })).toBeInTheDocument()
    expect(responses).toEqual([])

    await connection.setOnline(true)
    await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument())
    expect(responses).toEqual([{ invitationId: '1', accept: true }])
    expect(within(card).getByText('Accepted')).toBeInTheDocument()
    await connection.close()
    expect(responses).toHaveLength(1)
  })

  it('says so when there are no invitations, and offers Refresh', async () => {
    stubBackend([])
    renderApp('/notifications')
    expect(await screen.findByText(INVITATION_MSG.empty)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
  })
})
