import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { ChangePassword } from '~/features/settings/components/change-password'
import { createQueryClient } from '~/lib/query-client'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { server } from './msw/server'

/** POST /api/account/password answers `answer()`; each body sent is kept. */
function stubBackend(answer: () => Promise<Response>) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/account/password', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <ChangePassword />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  const fill = async (current: string, next: string) => {
    if (current) await user.type(screen.getByLabelText('Current password'), current)
    if (next) await user.type(screen.getByLabelText('New password'), next)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
  }
  return { user, fill }
}

describe('Settings → Change password', () => {
  it('checks the fields before sending anything', async () => {
    const sent = stubBackend(async () => HttpResponse.json({ success: true }))
    const { fill } = renderForm()
    await fill('', 'short')
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument()
    expect(screen.getByText(ACCOUNT_MSG.passwordShort)).toBeInTheDocument()
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it('saves, says the other sessions ended and empties the fields', async () => {
    const sent = stubBackend(async () => HttpResponse.json({ success: true }))
    const { fill } = renderForm()
    await fill('old password', 'a new password')
    expect(await screen.findByText(ACCOUNT_MSG.passwordChanged)).toBeInTheDocument()
    expect(sent).toEqual([{ currentPassword: 'old password', newPassword: 'a new password' }])
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('')
  })

  it('shows Changing… while it is sent, and the server’s refusal under its field', async () => {
    let answer: (res: Response) => void = () => undefined
    stubBackend(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { fill } = renderForm()
    await fill('wrong one', 'a new password')
    const pending = await screen.findByRole('button', { name: 'Changing…' })
    expect(pending).toBeDisabled()
    answer(
      HttpResponse.json(
        {
          success: false,
          errors: {
            currentPassword: [ACCOUNT_MSG.currentPasswordWrong],
            userMessage: [ACCOUNT_MSG.currentPasswordWrong],
          },
        },
        { status: 400 },
      ),
    )
    expect(await screen.findAllByText(ACCOUNT_MSG.currentPasswordWrong)).not.toHaveLength(0)
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('button', { name: 'Change password' }).hasAttribute('disabled')).toBe(
      false,
    )
  })
})
