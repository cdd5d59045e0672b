import { type ReactNode, useId } from 'react'

export const INPUT_CLASS =
  'focus-ring h-10 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 sm:text-sm aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:aria-invalid:border-red-400'

/** What a control needs to be labelled and to announce its hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

interface FieldShellProps {
  label: string
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
  children: (control: ControlProps) => ReactNode
}

/** A label, one control, an optional hint and the field's error under it. */
export function FieldShell({ label, error, hint, required = false, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface TextInputFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string
  required?: boolean
  type?: 'text' | 'url' | 'number' | 'date' | 'time'
  inputMode?: 'text' | 'url' | 'decimal' | 'numeric'
  min?: number
  max?: number
  step?: number
  multiline?: boolean
  autoComplete?: string
}

/** A labelled one-line input (or a textarea with `multiline`). */
export function TextInputField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline = false,
  type = 'text',
  ...input
}: TextInputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required ?? false}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            rows={4}
            onChange={(event) => onChange(event.target.value)}
            className={`${INPUT_CLASS} h-auto min-h-24 py-2`}
          />
        ) : (
          <input
            {...control}
            {...input}
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={INPUT_CLASS}
          />
        )
      }
    </FieldShell>
  )
}

export function FormSection({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id={id} className="text-lg font-semibold text-zinc-900 dark:text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
