import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { ControlProps } from '~/lib/forms/form-fields'
import { SUGGESTION_BLUR_HIDE_MS, USER_SUGGESTION_MIN_CHARS } from '~/shared/constants'
import { userSuggestionsQuery } from '../queries'
import { INPUT } from './styles'

interface RecipientInputProps {
  id: string
  value: string
  onChange: (value: string) => void
  invalid?: Partial<ControlProps>
}

/** The name being typed: what follows the last comma. */
const currentToken = (value: string) => (value.split(',').at(-1) ?? '').trim()

/** Replace the token being typed with `username` and start the next one. */
const withChosen = (value: string, username: string) => {
  const done = value
    .split(',')
    .slice(0, -1)
    .map((part) => part.trim())
    .filter(Boolean)
  return `${[...done, username].join(', ')}, `
}

/**
 * SPEC §2/§5 recipients: usernames separated by commas, with suggestions for the name being
 * typed from 2 characters on; the list hides 200 ms after the field loses focus, so a click on
 * a suggestion still lands. Arrow keys move through the list, Enter picks, Escape closes.
 */
export function RecipientInput({ id, value, onChange, invalid }: RecipientInputProps) {
  const listId = useId()
  const token = currentToken(value)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const enabled = token.length >= USER_SUGGESTION_MIN_CHARS
  const { data = [] } = useQuery({ ...userSuggestionsQuery(token), enabled })
  const suggestions = enabled ? data : []
  const shown = open && suggestions.length > 0

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  const choose = (username: string) => {
    onChange(withChosen(value, username))
    setActive(-1)
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder="Usernames, separated by commas"
        className={INPUT}
        {...invalid}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current)
          setOpen(true)
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_HIDE_MS)
        }}
        onKeyDown={(event) => {
          if (!shown) return
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            const step = event.key === 'ArrowDown' ? 1 : -1
            setActive((index) => (index + step + suggestions.length) % suggestions.length)
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault()
            const picked = suggestions[active]
            if (picked) choose(picked.username)
          } else if (event.key === 'Escape') {
            event.stopPropagation()
            setOpen(false)
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested users"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {suggestions.map((user, index) => (
          <div
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-brand-100 hover:bg-zinc-100 dark:aria-selected:bg-brand-400/20 dark:hover:bg-zinc-800"
            // Picking with the mouse must not take focus from the To field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(user.username)}
            onKeyDown={() => undefined}
          >
            <span className="font-medium">{user.displayName}</span>{' '}
            <span className="text-zinc-600 dark:text-zinc-400">@{user.username}</span>
          </div>
        ))}
      </div>
    </div>
  )
}
