import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SendInvitationsDialog } from '~/features/membership/components/send-invitations-dialog'
import { createQueryClient } from '~/lib/query-client'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { server } from './msw/server'

let sentBodies: unknown[]

beforeEach(() => {
  sentBodies = []
  server.use(
    http.post('*/api/seen/invitations/send', async ({ request }) => {
      sentBodies.push(await request.json())
      return HttpResponse.json({
        success: true,
        seenShortName: 'GardenParty1',
        results: [
          { success: true, invitee: 'bob', isNewUser: false, errorMessage: null },
          {
            success: false,
            invitee: 'nobody',
            isNewUser: false,
            errorMessage: 'There is no user named nobody.',
          },
        ],
      })
    }),
  )
})

function renderDialog() {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <SendInvitationsDialog
        seenId="3f1c0c1e-0000-4000-8000-000000000001"
        seenShortName="GardenParty1"
        open
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  )
  return { onOpenChange, user: userEvent.setup() }
}

describe('SendInvitationsDialog (docs/product.md#screens, #validation)', () => {
  it('keeps Send disabled until there is an invitee; separators alone do not count', async () => {
    const { user } = renderDialog()
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Invitees'), ' , ')
    expect(send).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Invitees'), 'bob')
    expect(send).toHaveProperty('disabled', false)
  })

  it('offers the expiry choices with 30 days chosen', () => {
    renderDialog()
    const expiry = screen.getByLabelText('Expires after') as HTMLSelectElement
    expect(expiry.value).toBe('30')
    expect([...expiry.options].map((option) => option.value)).toEqual(['7', '14', '30', '60', '90'])
  })

  it('sends the split list, the optional message and the expiry; keeps refused invitees', async () => {
    const { user, onOpenChange } = renderDialog()
    await user.type(screen.getByLabelText('Invitees'), 'bob,{Enter} nobody ')
    await user.type(screen.getByLabelText('Personal message (optional)'), 'Come along')
    await user.selectOptions(screen.getByLabelText('Expires after'), '7')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sentBodies).toHaveLength(1))
    expect(sentBodies).toEqual([
      {
        seenShortName: 'GardenParty1',
        invitees: ['bob', 'nobody'],
        personalMessage: 'Come along',
        expirationDays: 7,
      },
    ])
    expect(await screen.findByText(INVITATION_MSG.sent)).toBeInTheDocument()
    const results = await screen.findByRole('list', { name: 'Results' })
    expect(results).toHaveTextContent('nobody: There is no user named nobody.')
    expect((screen.getByLabelText('Invitees') as HTMLTextAreaElement).value).toBe('nobody')
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })

  it('shows the docs/product.md#error-texts failure when the call fails without a server message', async () => {
    server.use(
      http.post('*/api/seen/invitations/send', () => new HttpResponse(null, { status: 500 })),
    )
    const { user } = renderDialog()
    await user.type(screen.getByLabelText('Invitees'), 'bob')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(INVITATION_MSG.sendFailed)).toBeInTheDocument()
  })
})
