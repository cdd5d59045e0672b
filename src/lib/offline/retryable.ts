/**
 * Lost connections, 5xx, 408 and 429 may pass later, and so may 409 (the server is still
 * handling the same Idempotency-Key). Any other answer is the server's final word. Status 0
 * stands for "not reached".
 */
export const isRetryableStatus = (status: number) =>
  status === 0 || status >= 500 || status === 408 || status === 409 || status === 429
