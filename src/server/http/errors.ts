import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type FieldErrors = Record<string, string[]>

/** An error with a status and the envelope's `errors` object; `onError` turns it into JSON. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).flat().join('\n'))
  }

  static user(status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
    return new ApiError(status, { userMessage: [message] }, headers)
  }
}

export const failure = (errors: FieldErrors) => ({ success: false as const, errors })
