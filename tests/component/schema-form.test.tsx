import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import type { FieldErrors } from '~/shared/field-errors'

const schema = v.object({
  title: v.pipe(
    v.string(),
    v.minLength(1, 'Title is required.'),
    v.maxLength(5, 'Title must not exceed 5 characters.'),
  ),
  body: v.pipe(v.string(), v.minLength(1, 'Body is required.')),
})

interface Draft {
  title: string
  body: string
}

function TestForm({
  send,
  server,
}: {
  send: (record: Draft, key: string) => void
  server?: FieldErrors
}) {
  const form = useSchemaForm({
    schema,
    initial: { title: '', body: '' },
    input: (draft: Draft) => draft,
    fieldOf: { content: 'body' },
  })
  return (
    <SchemaForm form={form} onSubmit={form.handleSubmit(send)}>
      <TextField
        name="title"
        label="Title"
        value={form.draft.title}
        onChange={(value) => form.set('title', value)}
      />
      <TextField
        name="body"
        label="Body"
        multiline
        hint="Say something."
        value={form.draft.body}
        onChange={(value) => form.set('body', value)}
      />
      <button type="submit">Send</button>
      {server ? (
        <button type="button" onClick={() => form.showErrors(server)}>
          Server answers
        </button>
      ) : null}
    </SchemaForm>
  )
}

const title = () => screen.getByLabelText('Title')
const body = () => screen.getByLabelText('Body')

describe('the schema form layer (useSchemaForm on Base UI Form and Field)', () => {
  it('shows no error before a submit, then every error, and focuses the first invalid field', async () => {
    const send = vi.fn()
    const user = userEvent.setup()
    render(<TestForm send={send} />)
    await user.type(title(), 'a')
    await user.clear(title())
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Title is required.')).toBeInTheDocument()
    expect(screen.getByText('Body is required.')).toBeInTheDocument()
    expect(title()).toHaveAttribute('aria-invalid', 'true')
    expect(title()).toHaveAccessibleDescription('Title is required.')
    expect(body()).toHaveAccessibleDescription(expect.stringContaining('Body is required.'))
    await waitFor(() => expect(title()).toHaveFocus())
    expect(send).not.toHaveBeenCalled()
  })

  it("clears a field's error on input, leaves the others, and re-checks everything on submit", async () => {
    const user = userEvent.setup()
    render(<TestForm send={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.type(title(), 'toolong')
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument()
    expect(title()).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('Body is required.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Title must not exceed 5 characters.')).toBeInTheDocument()
    expect(screen.getByText('Body is required.')).toBeInTheDocument()
  })

  it('sends the record with one Idempotency-Key per content', async () => {
    const send = vi.fn()
    const user = userEvent.setup()
    render(<TestForm send={send} />)
    await user.type(title(), 'Hi')
    await user.type(body(), 'There')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledTimes(2)
    const [first, second] = send.mock.calls
    expect(first?.[0]).toEqual({ title: 'Hi', body: 'There' })
    expect(second?.[1]).toBe(first?.[1])
    await user.type(body(), '!')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send.mock.calls[2]?.[1]).not.toBe(first?.[1])
  })

  it("shows the server's errors under the fields its keys name", async () => {
    const user = userEvent.setup()
    render(<TestForm send={vi.fn()} server={{ content: ['Body is not valid.'] }} />)
    await user.click(screen.getByRole('button', { name: 'Server answers' }))
    expect(await screen.findByText('Body is not valid.')).toBeInTheDocument()
    expect(body()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(body()).toHaveFocus())
  })
})
