import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type FieldErrors, fieldErrors } from '~/shared/field-errors'

export type { FieldErrors }

/**
 * An error with a status and the envelope's `errors` object; `onError` turns it into JSON.
 * `errors` is kept as a null-prototype map (shared/field-errors.ts), whoever adds to it later.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly errors: FieldErrors
  constructor(
    readonly status: ContentfulStatusCode,
    errors: Readonly<FieldErrors>,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).flat().join('\n'))
    this.errors = fieldErrors(errors)
  }

  static user(status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
    return new ApiError(status, { userMessage: [message] }, headers)
  }
}

/**
 * Every message of `errors` once, `userMessage` first: what docs/product.md#calls shows in one
 * toast.
 */
export function errorMessageOf(errors: FieldErrors): string {
  const { userMessage = [], ...fields } = errors
  return [...new Set([...userMessage, ...Object.values(fields).flat()])].join('\n')
}

/**
 * The failure envelope (docs/architecture/api.md#answers). `errorMessage` repeats the messages
 * joined line by line, for the callers docs/product.md#records, #calls, #error-texts describe as
 * reading it (messaging, follow, invitations).
 */
export const failure = (errors: FieldErrors) => ({
  success: false as const,
  errors,
  errorMessage: errorMessageOf(errors),
})
