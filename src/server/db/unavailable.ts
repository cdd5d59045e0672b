/**
 * Errors that mean "the database cannot be reached just now" (a restart, a failover, a full
 * connection table) rather than a bug: the request may be sent again as it was, so the answer
 * is 503 with Retry-After, and the log needs a line, not a stack.
 */

/** SQLSTATE codes of a server that is shutting down, starting, or refusing connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])

/** Socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])

/** node-postgres words these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

/** The database-unavailable code (or message) in the error or its causes, if any. */
export function databaseUnavailable(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = codeOf(current)
    if (code && (code.startsWith('08') || UNAVAILABLE_STATES.has(code))) return code
    if (code && UNAVAILABLE_SOCKET_CODES.has(code)) return code
    const message = current.message
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return message
    current = current.cause
  }
  return undefined
}
