/**
 * The form and field components every form uses, on Base UI's Form and Field: a field is
 * labelled by its label, described by its hint and its error (Field.Error, fed by the Form's
 * `errors`), and marked aria-invalid while it has one. Rules live in the shared valibot
 * schemas (useSchemaForm), so controls carry no native constraints (`required`, `min`,
 * `type="url"`): the browser would block the submit with its own wording instead of the product's
 * (docs/product.md#validation).
 */
import { Field } from '@base-ui/react/field'
import { Form } from '@base-ui/react/form'
import { type FormEvent, type ReactNode, useId } from 'react'
import type { FieldErrors } from '~/shared/field-errors'

export const INPUT_CLASS =
  'focus-ring h-10 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 sm:text-sm aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-invalid:border-red-400'
export const LABEL_CLASS = 'text-sm font-medium text-zinc-800 dark:text-zinc-200'
export const ERROR_CLASS = 'text-sm text-red-700 dark:text-red-400'
const HINT_CLASS = 'text-xs text-zinc-600 dark:text-zinc-400'

interface SchemaFormProps {
  form: { errors: FieldErrors; formRef: React.RefObject<HTMLFormElement | null> }
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  className?: string
  'aria-label'?: string
  children: ReactNode
}

/**
 * A `<form>` whose fields show the errors of `form` (a useSchemaForm). The schema decides on
 * every submit: `onSubmit` runs in the capture phase, before Base UI's own handler, which would
 * otherwise refuse a resubmit while any field still shows an error and never re-check the rest.
 */
export function SchemaForm({ form, onSubmit, className, children, ...rest }: SchemaFormProps) {
  return (
    <Form
      ref={form.formRef}
      errors={form.errors}
      onSubmitCapture={onSubmit}
      className={className}
      aria-label={rest['aria-label']}
    >
      {children}
    </Form>
  )
}

/**
 * The mark of a required field. A control says it is required with `aria-required`, so the mark
 * is for sight only; `spoken` also says "required" to screen readers, in the label of what cannot
 * carry `aria-required` (a fieldset's legend, a file input's label). A form using it says once
 * what the mark means (`RequiredNote`).
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="text-red-700 dark:text-red-400">
        {' '}
        *
      </span>
      {spoken ? <span className="sr-only"> (required)</span> : null}
    </>
  )
}

export const REQUIRED_NOTE = 'Fields marked * are required.'

/** Says once, at the top of a form, what the mark of a required field means. */
export function RequiredNote() {
  return (
    <p className={HINT_CLASS}>
      <span aria-hidden="true" className="text-red-700 dark:text-red-400">
        *
      </span>{' '}
      {REQUIRED_NOTE}
    </p>
  )
}

interface TextFieldProps {
  /** The form field: the key its errors are filed under. */
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string | undefined
  required?: boolean
  multiline?: boolean
  rows?: number
  type?: 'text' | 'number' | 'date' | 'time' | 'email' | 'password'
  inputMode?: 'text' | 'url' | 'decimal' | 'numeric' | 'email'
  autoComplete?: string
  placeholder?: string
  /** Shows a `used/max` counter; the limit itself is the schema's. */
  maxLength?: number
  id?: string
}

/** A labelled text input (or textarea) with its hint and its errors. */
export function TextField({
  name,
  label,
  value,
  onChange,
  hint,
  required = false,
  multiline = false,
  rows = 4,
  type = 'text',
  maxLength,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root name={name} className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <Field.Label className={LABEL_CLASS}>
          {label}
          {required ? <RequiredMark /> : null}
        </Field.Label>
        {maxLength !== undefined ? (
          <span className={HINT_CLASS} aria-hidden="true">
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
      <Field.Control
        {...input}
        type={multiline ? undefined : type}
        value={value}
        onValueChange={(next) => onChange(next)}
        aria-required={required || undefined}
        render={multiline ? <textarea rows={rows} /> : undefined}
        className={multiline ? `${INPUT_CLASS} h-auto min-h-24 py-2` : INPUT_CLASS}
      />
      {hint ? <Field.Description className={HINT_CLASS}>{hint}</Field.Description> : null}
      <Field.Error className={ERROR_CLASS} />
    </Field.Root>
  )
}

/** What a control needs to be labelled and to announce its hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
  /**
   * The label again, by reference: a suggestion list (Base UI) hides everything outside it from
   * screen readers while open, the `<label for>` included, which would leave the field unnamed.
   */
  'aria-labelledby': string
}

interface FieldShellProps {
  label: string
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
  children: (control: ControlProps) => ReactNode
}

/**
 * A label, one control of the field's own kind (a select, a city picker, a date), an optional
 * hint and the field's error: for controls Field.Control cannot be.
 */
export function FieldShell({ label, error, hint, required = false, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label id={`${id}-label`} htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-labelledby': `${id}-label`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
