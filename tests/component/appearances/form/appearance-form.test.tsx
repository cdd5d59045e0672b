import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppearanceForm } from '~/features/appearances/form/appearance-form'
import { newDraft } from '~/features/appearances/form/form-model'
import { IMAGE_MSG } from '~/shared/image-messages'
import { fieldMessage } from '~/shared/messages'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'

function renderForm(onClose = vi.fn()) {
  const rootRoute = createRootRoute({
    component: () => <AppearanceForm initial={newDraft('SeenShortName1', '')} onClose={onClose} />,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return onClose
}

const REQUIRED = [
  fieldMessage.required(APPEARANCE_LABELS.displayUserName),
  fieldMessage.required(APPEARANCE_LABELS.headline),
  fieldMessage.required(APPEARANCE_LABELS.caption),
  fieldMessage.selectionRequired(APPEARANCE_LABELS.relativeLocation),
  fieldMessage.required(APPEARANCE_LABELS.photo),
]

describe('appearance form (docs/product.md#validation)', () => {
  it('does not submit while a rule fails and shows every message', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open')
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    for (const message of REQUIRED) expect(screen.getByText(message)).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
    open.mockRestore()
  })

  it('clears a field’s error on input once shown, and checks the limits', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    const headline = screen.getByLabelText(APPEARANCE_LABELS.headline, { exact: false })
    expect(headline).toHaveAttribute('aria-invalid', 'true')
    await user.type(headline, 'x')
    expect(
      screen.queryByText(fieldMessage.required(APPEARANCE_LABELS.headline)),
    ).not.toBeInTheDocument()
    expect(headline).not.toHaveAttribute('aria-invalid')
    await user.clear(headline)
    await user.click(headline)
    await user.paste('h'.repeat(101))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      screen.getByText(fieldMessage.tooLong(APPEARANCE_LABELS.headline, 100)),
    ).toBeInTheDocument()
  })

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderForm()
    const input = await screen.findByLabelText(APPEARANCE_LABELS.photo, { exact: false })
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(screen.getByText(IMAGE_MSG.selectImage)).toBeInTheDocument()
  })

  it('Escape closes the form', async () => {
    const user = userEvent.setup()
    const onClose = renderForm()
    const dialog = await screen.findByRole('dialog')
    // The dialog moves focus inside on its own schedule; Escape is for the dialog once it has.
    await waitFor(
      () => expect(dialog).toContainElement(document.activeElement as HTMLElement | null),
      {
        timeout: 3000,
      },
    )
    await user.keyboard('{Escape}')
    // The dialog reports its closing once it has handled the key (a frame later under load).
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 })
  })
})
