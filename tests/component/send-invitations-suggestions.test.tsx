import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { SendInvitationsDialog } from '~/features/membership/components/send-invitations-dialog'
import { createQueryClient } from '~/lib/query-client'
import { server } from './msw/server'

let asked: (string | null)[] = []
beforeEach(() => {
  asked = []
  server.use(
    http.get('*/api/messaging/user-suggestions', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('query'))
      return HttpResponse.json({
        success: true,
        errorMessage: null,
        users: [{ id: '1', username: 'bob', displayName: 'Bob Okafor' }],
      })
    }),
  )
})

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SendInvitationsDialog seenId="s1" seenShortName="Seen123456" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('Send Invitations: username suggestions, as in New Message', () => {
  it('suggests people from 2 characters on for the name being typed, on any line, never for an e-mail address', async () => {
    const user = renderDialog()
    const invitees = await screen.findByLabelText('Invitees')
    expect(invitees.tagName).toBe('TEXTAREA')
    await user.type(invitees, 'ada@example.org{Enter}b')
    // A username's start is looked up; once it has an '@' it is an address, and one letter is too few.
    expect(asked).toEqual(['ad', 'ada'])
    await user.type(invitees, 'o')
    await user.click(await screen.findByRole('option', { name: /Bob Okafor/ }))
    expect((invitees as HTMLTextAreaElement).value).toBe('ada@example.org\nbob, ')
    expect(asked).toEqual(['ad', 'ada', 'bo'])
    expect(document.activeElement).toBe(invitees)
  })
})
