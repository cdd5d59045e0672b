import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ACCESSIBILITY_TYPES, FIELD_LABELS, SEEN_FORM_TEXT } from '~/features/seens/form/form-text'
import { IMAGE_MSG } from '~/shared/image-messages'
import { fieldMessage } from '~/shared/messages'
import { SEEN_MSG } from '~/shared/seen-messages'
import { session } from './msw/handlers'
import { server } from './msw/server'
import { renderApp } from './render-app'

async function openForm() {
  renderApp('/makeseen')
  return screen.findByRole('button', { name: SEEN_FORM_TEXT.makeSubmit }, { timeout: 10_000 })
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' })

describe('Make a Seen form (docs/product.md#screens, #validation)', { timeout: 20_000 }, () => {
  it('shows nothing until a submit attempt, then each required field says what it needs', async () => {
    const submit = await openForm()
    expect(screen.queryByText(fieldMessage.required('Seen Name'))).not.toBeInTheDocument()

    await userEvent.click(submit)

    for (const message of [
      fieldMessage.required('Seen Name'),
      fieldMessage.required('Caption'),
      fieldMessage.selectionRequired('Accessibility Type'),
      fieldMessage.selectionRequired('Location Type'),
      fieldMessage.required('Start Date'),
      fieldMessage.selectionRequired('City'),
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    // The duration starts at a value the form accepts (docs/decisions/170-form-duration-default.md).
    expect(screen.queryByText(fieldMessage.notLess('Duration', 0.5))).not.toBeInTheDocument()
    const name = field(FIELD_LABELS.seenName)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAttribute('aria-describedby')
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      fieldMessage.required('Seen Name'),
    )
    // The first invalid field takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(name))
  })

  it('clears a field error as soon as that field is changed, leaving the others', async () => {
    const submit = await openForm()
    await userEvent.click(submit)
    await screen.findByText(fieldMessage.required('Seen Name'))

    await userEvent.type(field(FIELD_LABELS.seenName), 'Garden Concert')
    expect(screen.queryByText(fieldMessage.required('Seen Name'))).not.toBeInTheDocument()
    expect(field(FIELD_LABELS.seenName)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(fieldMessage.required('Caption'))).toBeInTheDocument()

    await userEvent.selectOptions(
      field(FIELD_LABELS.seenAccessibilityType),
      String(ACCESSIBILITY_TYPES[0]?.value),
    )
    expect(
      screen.queryByText(fieldMessage.selectionRequired('Accessibility Type')),
    ).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Virtual' }))
    expect(
      screen.queryByText(fieldMessage.selectionRequired('Location Type')),
    ).not.toBeInTheDocument()
  })

  it('checks limits with the shared schema: too long, out of range, not a URL', async () => {
    const submit = await openForm()
    await userEvent.click(field(FIELD_LABELS.headline))
    await userEvent.paste('x'.repeat(101))
    await userEvent.clear(field(FIELD_LABELS.durationHours))
    await userEvent.type(field(FIELD_LABELS.durationHours), '25')
    await userEvent.type(field(FIELD_LABELS.webAddress), 'not a url')
    await userEvent.click(submit)
    expect(await screen.findByText(fieldMessage.tooLong('Headline', 100))).toBeInTheDocument()
    expect(screen.getByText(fieldMessage.notMore('Duration', 24))).toBeInTheDocument()
    expect(screen.getByText(fieldMessage.invalidUrl('Web Address'))).toBeInTheDocument()
  })

  it('refuses a file that is not an image with the product’s message', async () => {
    await openForm()
    const user = userEvent.setup({ applyAccept: false })
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await user.upload(field(FIELD_LABELS.photo) as HTMLInputElement, notes)
    expect(await screen.findByText(IMAGE_MSG.selectImageSeen)).toBeInTheDocument()
    expect(screen.getByText(/max 2MB/)).toBeInTheDocument()
  })

  it("explains the six accessibility types in the 'Seen Accessibility Explained' dialog", async () => {
    await openForm()
    await userEvent.click(screen.getByRole('button', { name: SEEN_FORM_TEXT.helpButton }))
    const dialog = await screen.findByRole('dialog', { name: SEEN_FORM_TEXT.helpTitle })
    for (const type of ACCESSIBILITY_TYPES) {
      expect(within(dialog).getByRole('heading', { name: type.label })).toBeInTheDocument()
    }
    expect(within(dialog).getAllByText('Who can make appearances')).toHaveLength(6)
    expect(
      within(dialog).getByText('A user needs an invitation from the creator.'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('A user must request to join and be approved by the creator.'),
    ).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('tells a guest that only registered users can create a Seen', async () => {
    server.use(session('guest'))
    renderApp('/makeseen')
    expect(await screen.findByText(SEEN_MSG.guestMakeSeen)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: SEEN_FORM_TEXT.makeSubmit }),
    ).not.toBeInTheDocument()
  })
})
