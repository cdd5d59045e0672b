import { useId } from 'react'

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  errors?: string[] | undefined
  maxLength?: number
  multiline?: boolean
  type?: 'text' | 'url'
  placeholder?: string
  autoComplete?: string
  required?: boolean
}

const inputClass =
  'focus-ring mt-1 block w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-invalid:border-red-400'

/** A labelled text input (or textarea) with its SPEC §5 errors announced beside it. */
export function TextField({
  label,
  value,
  onChange,
  errors,
  maxLength,
  multiline = false,
  type = 'text',
  placeholder,
  autoComplete,
  required = false,
}: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = (errors?.length ?? 0) > 0
  const shared = {
    id,
    value,
    placeholder,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    className: inputClass,
  }
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
        {maxLength !== undefined && (
          <span className="text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
            {value.length}/{maxLength}
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {invalid && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  )
}
