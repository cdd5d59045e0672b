/**
 * Lost connections, 5xx, 408 and 429 may pass later, and so may 409 (the server is still
 * handling the same Idempotency-Key). Any other answer is the server's final word. Status 0
 * stands for "not reached".
 */
export const isRetryableStatus = (status: number) =>
  status === 0 || status >= 500 || status === 408 || status === 409 || status === 429

/** `Retry-After` in seconds or as an HTTP date, in ms from now; undefined when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}
