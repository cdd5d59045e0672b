import { getErrorMessage } from '~/lib/api'

/**
 * docs/product.md#error-texts: some membership failures are "only logged, no user message" (list
 * loads on the Notifications and Seen pages, responding from Notifications). This is that log.
 */
export function logFailure(what: string, error: unknown): void {
  console.error(`${what}: ${getErrorMessage(error)}`)
}
