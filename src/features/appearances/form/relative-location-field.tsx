import { useId } from 'react'
import { RequiredMark } from '~/lib/forms/form-fields'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'

export const RELATIVE_LOCATION_TEXT = {
  1: 'At the Seen',
  2: 'Remote / virtual',
} as const

interface RelativeLocationFieldProps {
  value: 1 | 2 | null
  onChange: (value: 1 | 2) => void
  error?: string | undefined
  required?: boolean
}

/** docs/product.md#validation relative location: required, 1 on-seen or 2 virtual. */
export function RelativeLocationField({
  value,
  onChange,
  error,
  required = false,
}: RelativeLocationFieldProps) {
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {APPEARANCE_LABELS.relativeLocation}
        {required ? <RequiredMark spoken /> : null}
      </legend>
      <div className="flex flex-wrap gap-4">
        {([1, 2] as const).map((option) => (
          <label
            key={option}
            className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200"
          >
            <input
              type="radio"
              name={`${id}-relative-location`}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            {RELATIVE_LOCATION_TEXT[option]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
