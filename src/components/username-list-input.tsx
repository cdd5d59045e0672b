import { Autocomplete } from '@base-ui/react/autocomplete'
import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { SuggestionList } from '~/components/suggestion-list'
import type { ControlProps } from '~/lib/forms/form-fields'
import { SUGGESTION_BLUR_HIDE_MS, USER_SUGGESTION_MIN_CHARS } from '~/shared/constants'
import type { UserSuggestion } from '~/shared/schemas/messaging'

/** The people a name being typed may mean, from the caller's feature (its query and key). */
export type UserSuggestionsQuery<K extends readonly unknown[]> = (
  token: string,
) => UseQueryOptions<UserSuggestion[], Error, UserSuggestion[], K>

interface UsernameListInputProps<K extends readonly unknown[]> {
  id: string
  value: string
  onChange: (value: string) => void
  suggestionsQuery: UserSuggestionsQuery<K>
  className: string
  placeholder?: string
  /** A text area with this many rows, where a new line also ends a name (invitations). */
  rows?: number
  invalid?: Partial<ControlProps>
  describedBy?: string
}

const SEPARATOR = /[,\r\n]/

/** The name being typed: what follows the last comma (or new line). */
const currentToken = (value: string) => (value.split(SEPARATOR).at(-1) ?? '').trim()

/** Replace the name being typed with `username` and start the next one. */
const withChosen = (value: string, username: string) => {
  const end = Math.max(value.lastIndexOf(','), value.lastIndexOf('\n'))
  const done = end < 0 ? '' : `${value.slice(0, end + 1)}${value[end] === ',' ? ' ' : ''}`
  return `${done}${username}, `
}

/**
 * docs/product.md#screens, #validation: usernames separated by commas (New Message, Send
 * Invitations), with suggestions for the name being typed from 2 characters on. Base UI's
 * Autocomplete (its combobox for free text) gives the listbox, keyboard (arrows, Enter picks,
 * Escape closes) and screen-reader wiring; picking replaces only the name being typed. The list
 * hides 200 ms after the field loses focus.
 */
export function UsernameListInput<K extends readonly unknown[]>({
  id,
  value,
  onChange,
  suggestionsQuery,
  className,
  placeholder,
  rows,
  invalid,
  describedBy,
}: UsernameListInputProps<K>) {
  const token = currentToken(value)
  const [open, setOpen] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // An e-mail address (invitations take them too) is nobody's username: nothing to suggest.
  const enabled = token.length >= USER_SUGGESTION_MIN_CHARS && !token.includes('@')
  const { data = [] } = useQuery({ ...suggestionsQuery(token), enabled })
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
        placeholder={placeholder}
        aria-describedby={describedBy}
        render={rows ? <textarea rows={rows} /> : undefined}
        onBlur={() => {
          // Suggestions answered after the field was left must not open the list either.
          clearTimeout(hideTimer.current)
          hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_BLUR_HIDE_MS)
        }}
        className={className}
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
