/**
 * The one form state every form uses: the draft, its field errors from the shared valibot
 * schema (the rules the server applies too), the Idempotency-Key of the submitted content and
 * focus on the first invalid field. docs/product.md#validation: errors appear after a submit
 * attempt and each clears as soon as its field is changed.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { type FieldErrors, fieldErrors, flattenIssues } from '~/shared/field-errors'

type Schema<Output> = v.GenericSchema<unknown, Output>

export interface SchemaFormOptions<Draft, Output> {
  /** The shared schema, or a function of the draft when its rules depend on the moment. */
  schema: Schema<Output> | ((draft: Draft) => Schema<Output>)
  initial: Draft
  /** What the schema parses: the record the request sends. */
  input: (draft: Draft) => unknown
  /**
   * The form field that shows an error key (as shared/field-errors.ts and the server name
   * them); keys not listed show under the field of the same name.
   */
  fieldOf?: Readonly<Record<string, string>>
  /**
   * A shown error is checked again on every change of its field: it goes as soon as the field
   * is valid and says what is still wrong otherwise (by default any change clears it).
   */
  recheckOnChange?: boolean
}

export interface SchemaForm<Draft, Output> {
  draft: Draft
  /** Messages by form field (`userMessage`: about the whole form). */
  errors: FieldErrors
  /** First message of a field, for controls that show one. */
  errorOf(field: string): string | undefined
  hasErrors: boolean
  /** Change one value; clears the error of `clears` (default: the key's own field). */
  set<K extends keyof Draft>(key: K, value: Draft[K], clears?: string | null): void
  /** Change several values; clears the errors of `clears` (default: the changed keys). */
  update(change: Partial<Draft>, clears?: readonly string[]): void
  /** Replace the whole draft (a saved answer, a newer copy from the server): no errors. */
  reset(draft: Draft): void
  /** Show errors the server reported (by its keys), as after a refused submit. */
  showErrors(errors: FieldErrors): void
  /**
   * The form's submit handler: validates, shows the errors and focuses the first invalid
   * field, or calls `send` with the parsed record and the Idempotency-Key of this content
   * (the same key for a resubmit of unchanged content, a new one once anything changed).
   */
  handleSubmit(
    send: (output: Output, idempotencyKey: string) => void,
    onInvalid?: (errors: FieldErrors) => void,
  ): (event: FormEvent) => void
  /** Put on the `<form>` (or Base UI `<Form>`): where the first invalid field is looked for. */
  formRef: React.RefObject<HTMLFormElement | null>
}

/** Server or schema error keys as form fields, each field's messages once. */
export function errorsByField(errors: FieldErrors, fieldOf: Readonly<Record<string, string>> = {}) {
  const byField = fieldErrors()
  for (const [key, messages] of Object.entries(errors)) {
    const field = (Object.hasOwn(fieldOf, key) ? fieldOf[key] : undefined) ?? key
    const list = byField[field] ?? []
    for (const message of messages) if (!list.includes(message)) list.push(message)
    byField[field] = list
  }
  return byField
}

/** Validate `draft` against `schema`: the parsed record, or the field errors by form field. */
export function validateWith<Draft, Output>(
  options: Pick<SchemaFormOptions<Draft, Output>, 'schema' | 'input' | 'fieldOf'>,
  draft: Draft,
): { output: Output; errors?: undefined } | { output?: undefined; errors: FieldErrors } {
  const schema = typeof options.schema === 'function' ? options.schema(draft) : options.schema
  const result = v.safeParse(schema, options.input(draft))
  if (result.success) return { output: result.output }
  return { errors: errorsByField(flattenIssues(result.issues), options.fieldOf) }
}

export function useSchemaForm<Draft, Output>(
  options: SchemaFormOptions<Draft, Output>,
): SchemaForm<Draft, Output> {
  const [draft, setDraft] = useState(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // The draft as of the last change, for rechecking a field before React has rendered it.
  const draftRef = useRef(draft)
  const keyRef = useRef<string | null>(null)
  const optionsRef = useRef(options)
  optionsRef.current = options

  useEffect(() => {
    if (attempt === 0) return
    // Base UI's Form passes new errors on to its fields one render later: look after that.
    const timer = setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
    return () => clearTimeout(timer)
  }, [attempt])

  const update = useCallback(
    (change: Partial<Draft>, clears: readonly string[] = Object.keys(change)) => {
      keyRef.current = null
      const next = { ...draftRef.current, ...change }
      draftRef.current = next
      setDraft(next)
      if (clears.length === 0) return
      setErrors((current) => {
        if (!clears.some((field) => field in current)) return current
        const still = optionsRef.current.recheckOnChange
          ? (validateWith(optionsRef.current, next).errors ?? {})
          : {}
        const rest = { ...current }
        for (const field of clears) {
          const messages = field in current ? still[field] : undefined
          if (messages) rest[field] = messages
          else delete rest[field]
        }
        return rest
      })
    },
    [],
  )

  const set = <K extends keyof Draft>(
    key: K,
    value: Draft[K],
    clears: string | null = String(key),
  ) => update({ [key]: value } as unknown as Partial<Draft>, clears === null ? [] : [clears])

  const showErrors = useCallback((found: FieldErrors) => {
    setErrors(errorsByField(found, optionsRef.current.fieldOf))
    setAttempt((n) => n + 1)
  }, [])

  const reset = useCallback((next: Draft) => {
    keyRef.current = null
    draftRef.current = next
    setDraft(next)
    setErrors({})
  }, [])

  const handleSubmit =
    (
      send: (output: Output, idempotencyKey: string) => void,
      onInvalid?: (errors: FieldErrors) => void,
    ) =>
    (event: FormEvent) => {
      event.preventDefault()
      const result = validateWith(optionsRef.current, draft)
      setErrors(result.errors ?? {})
      setAttempt((n) => n + 1)
      if (result.errors) {
        onInvalid?.(result.errors)
        return
      }
      keyRef.current ??= crypto.randomUUID()
      send(result.output, keyRef.current)
    }

  return {
    draft,
    errors,
    errorOf: (field) => errors[field]?.[0],
    hasErrors: Object.keys(errors).length > 0,
    set,
    update,
    reset,
    showErrors,
    handleSubmit,
    formRef,
  }
}
