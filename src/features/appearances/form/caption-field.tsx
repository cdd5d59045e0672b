import { Autocomplete } from '@base-ui/react/autocomplete'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { SuggestionList } from '~/components/suggestion-list'
import { ERROR_CLASS, RequiredMark } from '~/lib/forms/form-fields'
import { SUGGESTION_BLUR_HIDE_MS } from '~/shared/constants'
import { applySuggestion, findTrigger, type TextTrigger } from './text-trigger'
import { useSuggestions } from './use-suggestions'

interface CaptionFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
}

/** Keys that open Base UI's list (and keep the caret on its line) while no list is shown. */
const LINE_KEYS = new Set(['ArrowUp', 'ArrowDown'])

/**
 * The caption textarea with '#' tag and '@' mention suggestions (docs/product.md#validation). Base
 * UI's Autocomplete gives the listbox, arrow keys, Enter to pick, Escape to close and
 * `aria-activedescendant`; the list shows only while the caret ends a '#word' or '@word' token, and
 * picking replaces that token alone. What its one-line input does to the whole value is kept off
 * the caption: Home and End stay the textarea's own (ends of the line), arrows move between lines
 * while no list is shown, and an Escape that asks to clear the text is ignored.
 */
export function CaptionField({
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
}: CaptionFieldProps) {
  const id = useId()
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const ref = useRef<HTMLTextAreaElement>(null)
  const caretAfterPick = useRef<number | null>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [at, setAt] = useState<TextTrigger | null>(null)
  const suggestions = useSuggestions(at).slice(0, 8)
  const open = at !== null && suggestions.length > 0

  useEffect(() => () => clearTimeout(hideTimer.current), [])
  // The picked text is in the textarea now: put the caret right after it.
  useLayoutEffect(() => {
    const caret = caretAfterPick.current
    if (caret === null || !ref.current || ref.current.value !== value) return
    caretAfterPick.current = null
    ref.current.setSelectionRange(caret, caret)
  }, [value])

  const track = (field: { value: string; selectionStart: number | null }) => {
    clearTimeout(hideTimer.current)
    setAt(findTrigger(field.value, field.selectionStart ?? field.value.length))
  }

  return (
    <div className="flex flex-col gap-1">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
      >
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Autocomplete.Root
        items={suggestions}
        filter={null}
        value={value}
        open={open}
        onOpenChange={(next, { reason }) => {
          // The list opens from the caret's token only; leaving the field hides it in onBlur.
          if (!next && reason !== 'focus-out') setAt(null)
        }}
        onValueChange={(next, { reason }) => {
          if (reason === 'input-change') {
            onChange(next)
            if (ref.current) track(ref.current)
          } else if (reason === 'item-press' && at) {
            const picked = applySuggestion(value, at, next)
            caretAfterPick.current = picked.caret
            setAt(null)
            onChange(picked.text)
          }
          // Any other reason (Escape on a closed list, a clear) would empty the whole caption.
        }}
      >
        <Autocomplete.Input
          render={<textarea ref={ref} rows={4} />}
          id={id}
          // Base UI gives a control that is not an <input> the combobox role only while the list
          // shows; a role that changes under the caret is not announced, so it is kept.
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          // While the list shows, Base UI hides everything but the field and the list from
          // assistive technology, the label too; a name by reference still reads a hidden label.
          aria-labelledby={`${id}-label`}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Home' || event.key === 'End') event.preventBaseUIHandler()
            else if (!open && LINE_KEYS.has(event.key)) event.preventBaseUIHandler()
          }}
          onSelect={(event) => track(event.currentTarget)}
          onBlur={() => {
            clearTimeout(hideTimer.current)
            hideTimer.current = setTimeout(() => setAt(null), SUGGESTION_BLUR_HIDE_MS)
          }}
          className="focus-ring rounded-xl border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 aria-invalid:border-red-600 sm:text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:aria-invalid:border-red-400"
        />
        <SuggestionList<string> label="Suggestions" itemKey={(suggestion) => suggestion}>
          {(suggestion) => `${at?.trigger ?? ''}${suggestion}`}
        </SuggestionList>
      </Autocomplete.Root>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
