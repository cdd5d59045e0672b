import { X } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { addInterest } from '~/shared/interests'

interface InterestsInputProps {
  interests: string[]
  onChange: (interests: string[]) => void
  errors?: string[] | undefined
}

/**
 * docs/product.md#validation interests as chips: Enter adds one; blank and duplicate entries are
 * ignored.
 */
export function InterestsInput({ interests, onChange, errors }: InterestsInputProps) {
  const id = useId()
  const [entry, setEntry] = useState('')
  const invalid = (errors?.length ?? 0) > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const next = addInterest(interests, entry)
    if (next.length !== interests.length) onChange(next)
    setEntry('')
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Interests
      </label>
      <ul aria-label="Your interests" className="mt-1 flex flex-wrap gap-2">
        {interests.map((interest) => (
          <li
            key={interest}
            className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900 dark:bg-brand-400/15 dark:text-brand-100"
          >
            {interest}
            <button
              type="button"
              aria-label={`Remove ${interest}`}
              onClick={() => onChange(interests.filter((item) => item !== interest))}
              className="focus-ring rounded-full p-1 hover:bg-brand-200 dark:hover:bg-brand-400/25"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type an interest and press Enter"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        className="focus-ring mt-2 block w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        Press Enter to add. Blank and repeated entries are ignored.
      </p>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  )
}
