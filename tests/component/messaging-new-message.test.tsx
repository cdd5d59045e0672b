import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NewMessageDialog } from '~/features/messaging/components/new-message-dialog'
import { createQueryClient } from '~/lib/query-client'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { server } from './msw/server'

const queueOrdered = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('~/lib/offline', async (original) => ({
  ...(await original<typeof import('~/lib/offline')>()),
  queueOrdered,
}))

let suggestionQueries: (string | null)[]

beforeEach(() => {
  queueOrdered.mockClear()
  suggestionQueries = []
  server.use(
    http.get('*/api/messaging/user-suggestions', ({ request }) => {
      suggestionQueries.push(new URL(request.url).searchParams.get('query'))
      return HttpResponse.json({
        success: true,
        errorMessage: null,
        users: [{ id: '1', username: 'bob', displayName: 'Bob Okafor' }],
      })
    }),
  )
})

function renderDialog() {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewMessageDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  )
  return { onOpenChange, user: userEvent.setup() }
}

describe('New Message (docs/product.md#validation)', () => {
  it('asks for a recipient and a message, and sends nothing until both are given', async () => {
    const { user } = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(screen.getByText(MESSAGING_MSG.recipientsRequired)).toBeInTheDocument()
    expect(screen.getByText(MESSAGING_MSG.contentRequired)).toBeInTheDocument()
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')

    // docs/product.md#validation: a shown error clears on input; the next submit checks again.
    await user.type(screen.getByLabelText('To'), 'bob')
    expect(screen.queryByText(MESSAGING_MSG.recipientsRequired)).not.toBeInTheDocument()
    expect(screen.getByText(MESSAGING_MSG.contentRequired)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Message'), '   ')
    expect(screen.queryByText(MESSAGING_MSG.contentRequired)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(MESSAGING_MSG.contentRequired)).toBeInTheDocument()
    expect(queueOrdered).not.toHaveBeenCalled()
  })

  it('queues a valid message with its recipients, subject optional', async () => {
    const { user, onOpenChange } = renderDialog()
    await user.type(await screen.findByLabelText('To'), 'bob, carol')
    await user.type(screen.getByLabelText('Message'), '<b>Hi</b> there')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(queueOrdered).toHaveBeenCalledTimes(1))
    const [, , action] = queueOrdered.mock.calls[0] as unknown as [
      unknown,
      string,
      { type: string; message: { recipients: { username: string }[]; content: string } },
    ]
    expect(action.type).toBe('send')
    expect(action.message.recipients.map((r) => r.username)).toEqual(['bob', 'carol'])
    expect(action.message.content).toBe('<b>Hi</b> there')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('suggests users from 2 characters on; picking one with the mouse fills the recipient and keeps focus in To', async () => {
    const { user } = renderDialog()
    const to = await screen.findByLabelText('To')
    await user.type(to, 'b')
    expect(suggestionQueries).toEqual([])
    await user.type(to, 'o')
    const option = await screen.findByRole('option', { name: /Bob Okafor/ })
    expect(suggestionQueries).toEqual(['bo'])
    await user.click(option)
    expect((to as HTMLInputElement).value).toBe('bob, ')
    expect(document.activeElement).toBe(to)
  })
  it('lets the keyboard pick a suggestion: arrows move, Enter picks, the list is announced', async () => {
    const { user } = renderDialog()
    const to = await screen.findByLabelText('To')
    await user.type(to, 'carol, bo')
    expect(await screen.findByRole('option', { name: /Bob Okafor/ })).toBeInTheDocument()
    expect(to).toHaveAttribute('aria-expanded', 'true')
    // Named by reference as well: Base UI hides the label from screen readers while open.
    expect(to).toHaveAccessibleName('To')
    expect(to).toHaveAttribute('aria-labelledby', screen.getByText('To').id)
    await user.keyboard('{ArrowDown}')
    expect(to).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Bob Okafor/ }).id,
    )
    await user.keyboard('{Enter}')
    expect(to).toHaveValue('carol, bob, ')
    expect(queueOrdered).not.toHaveBeenCalled()
  })
})
