/**
 * What of an error may reach the log. A failed query's message, `detail` and parameters carry
 * the row it tried to write (an e-mail, a password hash, a token hash), so database errors are
 * logged by SQLSTATE code, constraint, table and column only
 * (docs/architecture/accounts-and-security.md#secrets); any other error's message and stack lose
 * every e-mail address and hash in them.
 */

/** The fields of a PostgreSQL error that name what failed without saying with which values. */
export interface SafeDatabaseError {
  type: 'DatabaseError'
  message: string
  code: string
  constraint?: string
  table?: string
  column?: string
  stack?: string
}

export interface SafeError {
  type: string
  message: string
  code?: string
  stack?: string
  cause?: SafeError | SafeDatabaseError
}

/** An e-mail address, as an SMTP refusal or a database's detail quotes one. */
const EMAIL = /[\w.+-]+@(?:[\w-]+\.)+[a-z]{2,}\b/gi
/** A password hash (argon2's PHC string) or a token hash (64 hex digits). */
const HASH = /\$argon2\w*\$[^\s"'),]*|\b[0-9a-f]{64}\b/gi

/**
 * `text` with every e-mail address and hash replaced: what free text from elsewhere (an error's
 * message, PostgreSQL's own log) may say in a log line.
 */
export const redactText = (text: string) => text.replace(EMAIL, '[e-mail]').replace(HASH, '[hash]')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const SQLSTATE = /^[0-9A-Z]{5}$/

/** A node-postgres DatabaseError (it has a SQLSTATE `code` and a `severity`). */
const isDatabaseError = (value: unknown): value is Record<string, unknown> & { code: string } =>
  isRecord(value) &&
  typeof value.code === 'string' &&
  SQLSTATE.test(value.code) &&
  typeof value.severity === 'string'

/** A wrapper that prints the query and its parameters in its message (Drizzle's query error). */
const carriesQuery = (value: unknown) => isRecord(value) && ('params' in value || 'query' in value)

/** The stack's frames only: its first line repeats the message. */
const framesOf = (error: Error) =>
  error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')

function databaseError(error: Record<string, unknown> & { code: string }): SafeDatabaseError {
  const text = (key: string) => (typeof error[key] === 'string' ? error[key] : undefined)
  const safe: SafeDatabaseError = {
    type: 'DatabaseError',
    message: `database error ${error.code}`,
    code: error.code,
  }
  const constraint = text('constraint')
  const table = text('table')
  const column = text('column')
  if (constraint) safe.constraint = constraint
  if (table) safe.table = table
  if (column) safe.column = column
  if (error instanceof Error) {
    const frames = framesOf(error)
    if (frames) safe.stack = frames
  }
  return safe
}

/** The pino serializer for `err`: the error's type, code and stack, never a query's values. */
export function safeError(error: unknown, depth = 0): SafeError | SafeDatabaseError {
  if (isDatabaseError(error)) return databaseError(error)
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error was thrown' }
  const query = carriesQuery(error)
  // The wrapper adds only the query text: the database's own code and constraint say it all.
  if (query && isDatabaseError(error.cause)) {
    const frames = framesOf(error)
    return { ...databaseError(error.cause), ...(frames ? { stack: frames } : {}) }
  }
  const safe: SafeError = {
    type: error.constructor.name || error.name,
    // A refused recipient's address, say: nodemailer quotes the SMTP server's answer.
    message: query ? 'database query failed' : redactText(error.message),
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') safe.code = code
  const stack = query ? framesOf(error) : error.stack && redactText(error.stack)
  if (stack) safe.stack = stack
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1)
  return safe
}
