import type * as v from 'valibot'
import { MSG } from '~/shared/messages'
import type { FieldErrors } from './envelope'
import { isRetryableStatus } from './offline/retryable'

// The errors the HTTP client (./api.ts) throws, and what the app reads from them.

/**
 * A call that did not work: a non-2xx status or `success: false` (docs/product.md#calls). The
 * message is the envelope's messages joined line by line; `status` 0 means the server was not
 * reached.
 */
export class CommunicationError extends Error {
  override name = 'CommunicationError'
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /**
     * Whether the message came from the server (docs/product.md#error-texts prefers it over a
     * fallback text).
     */
    readonly fromServer = false,
    /** How long the server asked to wait before trying again (`Retry-After`), in ms. */
    readonly retryAfterMs?: number,
    /** Status 0 only: the request reached nothing within its deadline (lie-fi), not refused. */
    readonly timedOut = false,
  ) {
    super(message)
  }
}

/**
 * The client's one retry rule, which the offline outbox follows (reads follow it through the
 * HTTP client's `retry`, lib/api.ts): a call that failed may pass when tried again only if it
 * did not reach the server or the status says so (`isRetryableStatus`). Anything else, an
 * unreadable answer included, fails again.
 */
export const isRetryable = (error: unknown): boolean =>
  error instanceof CommunicationError && isRetryableStatus(error.status)

/** A 2xx answer whose body is not the shape the caller's schema describes. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError'
  constructor(readonly issues: readonly v.BaseIssue<unknown>[] = []) {
    super(MSG.invalidResponse)
  }
}

/** The text to show for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return MSG.unexpected
}
