import { Autocomplete } from '@base-ui/react/autocomplete'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { SuggestionList } from '~/components/suggestion-list'
import type { ControlProps } from '~/lib/forms/form-fields'
import { SUGGESTION_BLUR_HIDE_MS, USER_SUGGESTION_MIN_CHARS } from '~/shared/constants'
import type { UserSuggestion } from '~/shared/schemas/messaging'
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
 * docs/product.md#screens, #validation recipients: usernames separated by commas, with suggestions
 * for the name being typed from 2 characters on. Base UI's Autocomplete (its combobox for free
 * text) gives the listbox, keyboard (arrows, Enter picks, Escape closes) and screen-reader wiring;
 * picking replaces only the name being typed. The list hides 200 ms after the field loses focus.
 */
export function RecipientInput({ id, value, onChange, invalid }: RecipientInputProps) {
  const token = currentToken(value)
  const [open, setOpen] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const enabled = token.length >= USER_SUGGESTION_MIN_CHARS
  const { data = [] } = useQuery({ ...userSuggestionsQuery(token), enabled })
  const suggestions = enabled ? data : []

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  return (
    <Autocomplete.Root
      items={suggestions}
      filter={null}
      value={value}
      itemToStringValue={(user: UserSuggestion) => user.username}
      open={open && suggestions.length > 0}
      onOpenChange={(next, { reason }) => {
        clearTimeout(hideTimer.current)
        if (next || reason !== 'focus-out') setOpen(next)
        else hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_HIDE_MS)
      }}
      onValueChange={(next, { reason }) => {
        onChange(reason === 'item-press' ? withChosen(value, next) : next)
        if (reason === 'input-change') setOpen(true)
      }}
    >
      <Autocomplete.Input
        {...invalid}
        id={id}
        autoComplete="off"
        placeholder="Usernames, separated by commas"
        onBlur={() => {
          // Suggestions answered after the field was left must not open the list either.
          clearTimeout(hideTimer.current)
          hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_HIDE_MS)
        }}
        className={INPUT}
      />
      <SuggestionList<UserSuggestion> label="Suggested users" itemKey={(user) => user.id}>
        {(user) => (
          <>
            <span className="font-medium">{user.displayName}</span>{' '}
            <span className="text-zinc-600 dark:text-zinc-400">@{user.username}</span>
          </>
        )}
      </SuggestionList>
    </Autocomplete.Root>
  )
}
