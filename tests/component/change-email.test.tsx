import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAIL_TEXT } from '~/features/settings/account-text'
import { ChangeEmail } from '~/features/settings/components/change-email'
import { createQueryClient } from '~/lib/query-client'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import type { AccountEmail, PendingEmailChange } from '~/shared/schemas/account-email'
import { server } from './msw/server'

const NEXT_HOUR: PendingEmailChange = {
  email: 'new@example.com',
  expiresDate: '2026-11-27T11:00:00.000Z',
}

/** The address as the server holds it; a POST answers `answer(body)` and is kept. */
function stubBackend(
  initial: AccountEmail,
  answer: (body: { newEmail: string }) => Promise<Response> | Response = (body) =>
    HttpResponse.json({ success: true, pending: { ...NEXT_HOUR, email: body.newEmail } }),
) {
  let held = initial
  const sent: unknown[] = []
  server.use(
    http.get('*/api/account/email', () => HttpResponse.json(held)),
    http.post('*/api/account/email', async ({ request }) => {
      const body = (await request.json()) as { newEmail: string }
      sent.push(body)
      const res = await answer(body)
      if (res.ok) held = { ...held, pending: { ...NEXT_HOUR, email: body.newEmail } }
      return res
    }),
  )
  return sent
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <ChangeEmail />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  const section = () => screen.getByRole('region', { name: EMAIL_TEXT.heading })
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText(EMAIL_TEXT.newEmail), email)
    if (password) await user.type(screen.getByLabelText(EMAIL_TEXT.currentPassword), password)
    await user.click(screen.getByRole('button', { name: EMAIL_TEXT.submit }))
  }
  return { user, section, fill }
}

const refusal = (status: number, errors: Record<string, string[]>) =>
  HttpResponse.json({ success: false, errors }, { status })

afterEach(() => act(() => onlineManager.setOnline(true)))

describe('Settings → E-mail address', () => {
  it('shows the address, sends the change and then the pending link to confirm', async () => {
    const sent = stubBackend({ success: true, email: 'me@example.com', pending: null })
    const { fill } = renderSection()
    expect(screen.getByRole('status', { name: 'Loading e-mail address' })).toBeInTheDocument()
    expect(await screen.findByText(EMAIL_TEXT.current('me@example.com'))).toBeInTheDocument()
    await fill('new@example.com', 'my password')
    expect(await screen.findByText(EMAIL_TEXT.sent('new@example.com'))).toBeInTheDocument()
    expect(sent).toEqual([{ newEmail: 'new@example.com', currentPassword: 'my password' }])
    const pending = await screen.findByText(/^Confirm the link we sent to new@example\.com\./)
    expect(pending).toHaveAttribute('role', 'status')
    expect(screen.getByText(EMAIL_TEXT.current('me@example.com'))).toBeInTheDocument()
    expect(screen.getByLabelText(EMAIL_TEXT.newEmail)).toHaveValue('')
    expect(screen.getByLabelText(EMAIL_TEXT.currentPassword)).toHaveValue('')
  })

  it('shows a change already waiting for its link when Settings opens', async () => {
    stubBackend({ success: true, email: 'me@example.com', pending: NEXT_HOUR })
    renderSection()
    expect(
      await screen.findByText(/^Confirm the link we sent to new@example\.com\. It works until /),
    ).toBeInTheDocument()
  })

  it('checks the fields with signup’s rules before sending anything', async () => {
    const sent = stubBackend({ success: true, email: 'me@example.com', pending: null })
    const { fill } = renderSection()
    await screen.findByText(EMAIL_TEXT.current('me@example.com'))
    await fill('not-an-address', '')
    expect(await screen.findByText(ACCOUNT_MSG.emailInvalid)).toBeInTheDocument()
    expect(screen.getByText('Current password is required.')).toBeInTheDocument()
    expect(screen.getByLabelText(EMAIL_TEXT.newEmail)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('shows Sending… while it is sent, then the server’s refusal under its field', async () => {
    let answer: (res: Response) => void = () => undefined
    stubBackend(
      { success: true, email: 'me@example.com', pending: null },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    )
    const { fill, section } = renderSection()
    await screen.findByText(EMAIL_TEXT.current('me@example.com'))
    await fill('taken@example.com', 'my password')
    expect(await screen.findByRole('button', { name: EMAIL_TEXT.sending })).toBeDisabled()
    answer(
      refusal(409, {
        newEmail: [ACCOUNT_MSG.emailTaken],
        userMessage: [ACCOUNT_MSG.emailTaken],
      }),
    )
    expect(await within(section()).findByText(ACCOUNT_MSG.emailTaken)).toBeInTheDocument()
    expect(screen.getByLabelText(EMAIL_TEXT.newEmail)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/^Confirm the link/)).not.toBeInTheDocument()
  })

  it('shows a wrong current password under the password, and a failed mail as an alert', async () => {
    let status = 400
    stubBackend({ success: true, email: 'me@example.com', pending: null }, () =>
      status === 400
        ? refusal(400, {
            currentPassword: [ACCOUNT_MSG.currentPasswordWrong],
            userMessage: [ACCOUNT_MSG.currentPasswordWrong],
          })
        : refusal(502, { userMessage: [ACCOUNT_MSG.emailMailFailed] }),
    )
    const { fill, user } = renderSection()
    await screen.findByText(EMAIL_TEXT.current('me@example.com'))
    await fill('new@example.com', 'wrong one')
    expect(await screen.findAllByText(ACCOUNT_MSG.currentPasswordWrong)).not.toHaveLength(0)
    expect(screen.getByLabelText(EMAIL_TEXT.currentPassword)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    status = 502
    await user.type(screen.getByLabelText(EMAIL_TEXT.currentPassword), '!')
    await user.click(screen.getByRole('button', { name: EMAIL_TEXT.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MSG.emailMailFailed)
  })

  it('says when the address failed to load and loads it again on Try again', async () => {
    let fail = true
    server.use(
      http.get('*/api/account/email', () =>
        fail
          ? refusal(500, { userMessage: ['x'] })
          : HttpResponse.json({ success: true, email: 'me@example.com', pending: null }),
      ),
    )
    const { user } = renderSection()
    expect(await screen.findByText(EMAIL_TEXT.loadFailed)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(EMAIL_TEXT.current('me@example.com'))).toBeInTheDocument()
  })

  it('offline, says the address needs a connection and the change cannot be sent', async () => {
    stubBackend({ success: true, email: 'me@example.com', pending: null })
    act(() => onlineManager.setOnline(false))
    renderSection()
    expect(await screen.findByText(EMAIL_TEXT.offline)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: EMAIL_TEXT.submit })).toBeDisabled()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText(EMAIL_TEXT.current('me@example.com'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: EMAIL_TEXT.submit })).toBeEnabled()
  })
})
