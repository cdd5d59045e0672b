import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  fireEvent,
  render,
  screen,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CaptionField } from '~/features/appearances/form/caption-field'
import { SUGGESTION_BLUR_HIDE_MS } from '~/shared/constants'
import { server } from '../../msw/server'

let tagSearches: (string | null)[]

beforeEach(() => {
  tagSearches = []
  server.use(
    http.get('*/api/tags/autocomplete', ({ request }) => {
      tagSearches.push(new URL(request.url).searchParams.get('search'))
      return HttpResponse.json({ success: true, tags: ['party', 'parade'] })
    }),
  )
})

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <CaptionField
      label="Caption"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

function renderField(initial = '') {
  const onChange = vi.fn()
  // A dialog around the field closes on an Escape that reaches it.
  const onOuterEscape = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: stands in for the dialog's Escape handling */}
      <div onKeyDown={(event) => event.key === 'Escape' && onOuterEscape()}>
        <Harness initial={initial} onChange={onChange} />
      </div>
    </QueryClientProvider>,
  )
  const caption = screen.getByRole('combobox', { name: 'Caption' }) as HTMLTextAreaElement
  return { caption, onChange, onOuterEscape, user: userEvent.setup() }
}

describe('caption field suggestions (docs/product.md#validation)', () => {
  it('is a combobox whose list of mentions is announced, and arrows + Enter replace only the token', async () => {
    const { caption, user } = renderField('Line one\nhi  there')
    expect(caption.tagName).toBe('TEXTAREA')
    expect(caption).toHaveAttribute('aria-expanded', 'false')
    // Type "@ev" then "e" between "hi " and " there" on the second line.
    caption.focus()
    caption.setSelectionRange(12, 12)
    await user.keyboard('@eve')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' })
    expect(caption).toHaveAttribute('aria-expanded', 'true')
    expect(caption).toHaveAttribute('aria-controls', list.id)
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@everyone'])

    await user.keyboard('{ArrowDown}')
    expect(caption).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '@everyone' }).id,
    )
    await user.keyboard('{Enter}')
    expect(caption).toHaveValue('Line one\nhi @everyone there')
    expect(caption.selectionStart).toBe('Line one\nhi @everyone '.length)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(caption).not.toHaveAttribute('aria-activedescendant')
  })

  it('suggests tags after "#" and four characters, and a pick with the mouse keeps the caret after it', async () => {
    const { caption, user } = renderField()
    await user.type(caption, 'Great #pa')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.type(caption, 'r')
    await user.click(await screen.findByRole('option', { name: '#party' }))
    expect(tagSearches.at(-1)).toBe('par')
    expect(caption).toHaveValue('Great #party ')
    expect(caption.selectionStart).toBe('Great #party '.length)
    expect(document.activeElement).toBe(caption)
  })

  it('leaves Home and End to the textarea, which moves within the line', () => {
    const { caption } = renderField('First line\nsecond line\nthird')
    caption.focus()
    caption.setSelectionRange(15, 15)
    // Base UI's one-line input would move the caret to 0 or to the end of the whole text and
    // cancel the key; left alone, the browser moves it to the ends of the line.
    expect(fireEvent.keyDown(caption, { key: 'Home' })).toBe(true)
    expect(caption.selectionStart).toBe(15)
    expect(fireEvent.keyDown(caption, { key: 'End' })).toBe(true)
    expect(caption.selectionStart).toBe(15)
  })

  it('leaves the arrow keys to the textarea while no list is shown', () => {
    const { caption } = renderField('First line\nsecond line')
    caption.focus()
    caption.setSelectionRange(15, 15)
    expect(fireEvent.keyDown(caption, { key: 'ArrowUp' })).toBe(true)
    expect(fireEvent.keyDown(caption, { key: 'ArrowDown' })).toBe(true)
    expect(caption).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps a multi-line caption when Escape is pressed with no list shown', async () => {
    const { caption, onChange, onOuterEscape, user } = renderField()
    await user.type(caption, 'Two lines{Enter}of caption')
    onChange.mockClear()
    await user.keyboard('{Escape}')
    expect(caption).toHaveValue('Two lines\nof caption')
    expect(onChange).not.toHaveBeenCalled()
    // The Escape still reaches the dialog around the field, as for any textarea.
    expect(onOuterEscape).toHaveBeenCalledTimes(1)
  })

  it('closes an open list on Escape, keeps the caption, and does not close the dialog around it', async () => {
    const { caption, onOuterEscape, user } = renderField()
    await user.type(caption, 'Hi @fam')
    expect(await screen.findByRole('option', { name: '@family' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(caption).toHaveValue('Hi @fam')
    expect(onOuterEscape).not.toHaveBeenCalled()
  })

  it('enters a new line with Enter when no suggestion is highlighted', async () => {
    const { caption, user } = renderField()
    await user.type(caption, 'Hi @fam')
    expect(await screen.findByRole('option', { name: '@family' })).toBeInTheDocument()
    await user.keyboard('{Enter}x')
    expect(caption).toHaveValue('Hi @fam\nx')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('closes the list when the caret leaves the token', async () => {
    const { caption, user } = renderField()
    await user.type(caption, 'Hi @fam')
    expect(await screen.findByRole('option', { name: '@family' })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('hides the list 200 ms after the field loses focus, not at once', async () => {
    const { caption, user } = renderField()
    await user.type(caption, 'Hi @fam')
    expect(await screen.findByRole('option', { name: '@family' })).toBeInTheDocument()
    const left = Date.now()
    caption.blur()
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument()
    await waitForElementToBeRemoved(() => screen.queryByRole('listbox'))
    // Node's timers may fire a millisecond early by the wall clock.
    expect(Date.now() - left).toBeGreaterThanOrEqual(SUGGESTION_BLUR_HIDE_MS - 5)
    expect(caption).toHaveValue('Hi @fam')
  })
})
