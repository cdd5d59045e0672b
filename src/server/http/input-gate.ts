/**
 * The one input gate (docs/architecture/accounts-and-security.md#requests-and-answers): every
 * string the server accepts, wherever it comes from, is checked here before a schema or a route
 * sees it. PostgreSQL refuses NUL in text, and control characters, lone surrogates and bidi
 * overrides let one name pass for another, so they are refused with a 400 naming the field instead
 * of reaching the database.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { type FieldErrors, fieldErrors } from '~/shared/field-errors'
import { fieldMessage } from '~/shared/messages'
import { ApiError } from './errors'
import { humanizeKey, REQUEST_NOT_VALID } from './issue-messages'

/** Texts typed in a multi-line box: they may carry new lines and tabs. */
const MULTI_LINE_FIELDS = new Set([
  'caption',
  'bio',
  'addressBlock',
  'contactBlock',
  'content',
  'message',
  'personalMessage',
  'invitees',
  'recipientUsernames',
])

/** C0 controls except tab/LF/CR, DEL and C1 controls: never in any text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAK_OR_TAB = /[\t\n\r]/
/** Bidi embeddings, overrides and isolates: they reorder what follows them on screen. */
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/**
 * Deeper than any request of docs/product.md#calls; a deeper one is refused before it is walked
 * further.
 */
const MAX_DEPTH = 16

/** Whether `text` may stand in the field `key` (the last object key on its path). */
export function isAcceptableText(text: string, key: string | undefined): boolean {
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return false
  if (key !== undefined && MULTI_LINE_FIELDS.has(key)) return true
  return !LINE_BREAK_OR_TAB.test(text) && !BIDI_OVERRIDE.test(text)
}

interface Refusal {
  field: string | undefined
  message: string
}

function firstRefusal(value: unknown, key: string | undefined, depth: number): Refusal | null {
  const label = humanizeKey(key ?? 'value')
  if (typeof value === 'string') {
    return isAcceptableText(value, key)
      ? null
      : { field: key, message: fieldMessage.badCharacters(label) }
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { field: key, message: `${label} is not valid.` }
  }
  if (typeof value !== 'object' || value === null) return null
  if (depth >= MAX_DEPTH) return { field: undefined, message: REQUEST_NOT_VALID }
  if (typeof File !== 'undefined' && value instanceof File) {
    return firstRefusal(value.name, key, depth + 1)
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = firstRefusal(item, key, depth + 1)
      if (refusal) return refusal
    }
    return null
  }
  for (const [name, item] of Object.entries(value)) {
    if (!isAcceptableText(name, undefined)) {
      return { field: undefined, message: REQUEST_NOT_VALID }
    }
    const refusal = firstRefusal(item, name, depth + 1)
    if (refusal) return refusal
  }
  return null
}

/** The envelope's errors for `input`, or null when every string and number in it may pass. */
export function inputGateErrors(input: unknown, key?: string): FieldErrors | null {
  const refusal = firstRefusal(input, key, 0)
  if (!refusal) return null
  const errors = fieldErrors({ userMessage: [refusal.message] })
  if (refusal.field !== undefined) errors[refusal.field] = [refusal.message]
  return errors
}

/** Throws the 400 of the gate when `input` holds a string or number it refuses. */
export function gateInput(input: unknown, key?: string): void {
  const errors = inputGateErrors(input, key)
  if (errors) throw new ApiError(400, errors)
}

/** The route's name for each path segment (`:username` -> `username`), `path` when unnamed. */
function segmentKeys(c: Context): string[] {
  return routePath(c, -1)
    .split('/')
    .map((part) => (part.startsWith(':') ? part.slice(1).replace(/[{?].*$/, '') : 'path'))
}

/**
 * The gate for what every request carries outside its body: path segments (decoded, named as
 * the route names them) and query values. Bodies pass the gate where they are parsed.
 */
export const inputGate: MiddlewareHandler = async (c, next) => {
  const keys = segmentKeys(c)
  for (const [index, segment] of c.req.path.split('/').entries()) {
    gateInput(segment, keys[index] ?? 'path')
  }
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isAcceptableText(name, undefined))
      throw new ApiError(400, { userMessage: [REQUEST_NOT_VALID] })
    for (const value of values) gateInput(value, name)
  }
  await next()
}
