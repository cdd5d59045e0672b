import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '~/lib/query-client'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { server } from './msw/server'

const steps = vi.hoisted(() => [] as string[])
vi.mock('~/lib/offline/session-scope', () => ({
  closeUserScopeForDeletedAccount: async () => {
    steps.push('wiped')
  },
}))
const replace = vi.fn((url: string) => steps.push(`left for ${url}`))
vi.stubGlobal('location', { ...window.location, replace })

const { ACCOUNT_DELETED_URL, DELETE_ACCOUNT_TEXT } = await import(
  '~/features/settings/account-text'
)
const { DeleteAccountSection } = await import(
  '~/features/settings/components/delete-account-section'
)

afterEach(() => {
  steps.length = 0
  replace.mockClear()
})

/** POST /api/account/delete answers `answer()`; each body sent is kept. */
function stubBackend(answer: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/account/delete', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

async function openDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteAccountSection />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: DELETE_ACCOUNT_TEXT.open }))
  const dialog = await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TEXT.title })
  return { user, dialog }
}

describe('Settings → Delete account', () => {
  it('says what goes and asks for the password before sending anything', async () => {
    const sent = stubBackend(() => HttpResponse.json({ success: true }))
    const { user, dialog } = await openDialog()
    expect(dialog).toHaveTextContent(DELETE_ACCOUNT_TEXT.intro)
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }))
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('shows a wrong password under the field and keeps the account', async () => {
    stubBackend(() =>
      HttpResponse.json(
        {
          success: false,
          errors: {
            password: [ACCOUNT_MSG.passwordWrong],
            userMessage: [ACCOUNT_MSG.passwordWrong],
          },
        },
        { status: 400 },
      ),
    )
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Password'), 'not it')
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }))
    expect(await within(dialog).findByText(ACCOUNT_MSG.passwordWrong)).toBeInTheDocument()
    expect(steps).toEqual([])
  })

  it('deleted, forgets the user on this browser, then leaves for the login page', async () => {
    const sent = stubBackend(() => HttpResponse.json({ success: true }))
    const { user, dialog } = await openDialog()
    await user.type(within(dialog).getByLabelText('Password'), 'my password')
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }))
    await vi.waitFor(() => expect(steps).toEqual(['wiped', `left for ${ACCOUNT_DELETED_URL}`]))
    expect(sent).toEqual([{ password: 'my password' }])
    expect(
      within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXT.deleting }),
    ).toBeDisabled()
  })
})
