import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { applySuggestion, findTrigger, type TextTrigger } from '../text-trigger'
import { useSuggestions } from '../use-suggestions'

interface CaptionFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/** The caption textarea with '#' tag and '@' mention suggestions (SPEC §5), keyboard usable. */
export function CaptionField({ label, value, onChange, error }: CaptionFieldProps) {
  const id = useId()
  const listId = `${id}-suggestions`
  const ref = useRef<HTMLTextAreaElement>(null)
  const [at, setAt] = useState<TextTrigger | null>(null)
  const [active, setActive] = useState(0)
  const suggestions = useSuggestions(at).slice(0, 8)
  const open = suggestions.length > 0

  const track = (text: string, caret: number) => {
    setAt(findTrigger(text, caret))
    setActive(0)
  }
  const pick = (suggestion: string) => {
    if (!at) return
    const next = applySuggestion(value, at, suggestion)
    onChange(next.text)
    setAt(null)
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      pick(suggestions[active] ?? '')
    } else if (event.key === 'Escape') {
      // Close the suggestions, not the form around them.
      event.preventDefault()
      event.stopPropagation()
      setAt(null)
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        value={value}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onChange(event.target.value)
          track(event.target.value, event.target.selectionStart)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setAt(null), 200)}
        className="focus-ring rounded-xl border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 sm:text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        className="absolute top-full z-10 mt-1 w-full rounded-xl border border-zinc-200 bg-white py-1 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault()
              pick(suggestion)
            }}
            className="cursor-pointer px-3 py-1.5 text-zinc-900 aria-selected:bg-brand-100 dark:text-zinc-100 dark:aria-selected:bg-brand-400/20"
          >
            {at?.trigger}
            {suggestion}
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
