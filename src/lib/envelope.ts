/**
 * Reading the API envelope of docs/architecture/api.md#answers / docs/product.md#calls, whatever
 * the body turns out to be.
 */
import { type FieldErrors, fieldErrors } from '~/shared/field-errors'
import { MSG } from '~/shared/messages'

export type { FieldErrors }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `errors` of a failure envelope: each key's messages (strings only, empties dropped). */
export function envelopeErrors(body: unknown): FieldErrors {
  const errors = fieldErrors()
  if (!isRecord(body) || !isRecord(body.errors)) return errors
  for (const [key, value] of Object.entries(body.errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.length > 0,
    )
    if (list.length > 0) errors[key] = list
  }
  return errors
}

/**
 * Every message of an envelope, `userMessage` first, then field errors and `errorMessage`,
 * each once: the server repeats field errors under `userMessage`, and `errorMessage` repeats
 * them all joined line by line.
 */
export function envelopeMessages(body: unknown): string[] {
  const { userMessage = [], ...fields } = envelopeErrors(body)
  const legacy =
    isRecord(body) && typeof body.errorMessage === 'string' ? body.errorMessage.split('\n') : []
  return [...new Set([...userMessage, ...Object.values(fields).flat(), ...legacy])].filter(
    (message) => message.length > 0,
  )
}

/**
 * docs/product.md#calls: whether the call worked, from `success` or the older `successful`;
 * undefined when the body carries neither (not an envelope at all).
 */
export function envelopeSucceeded(body: unknown): boolean | undefined {
  if (!isRecord(body)) return undefined
  if (typeof body.success === 'boolean') return body.success
  if (typeof body.successful === 'boolean') return body.successful
  return undefined
}

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  401: MSG.notLoggedIn,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: MSG.tooLarge,
  429: MSG.tooManyRequests,
  502: MSG.communicationError,
  503: MSG.communicationError,
  504: MSG.communicationError,
}

/** What a failed call says: the envelope's messages line by line, else a text for its status. */
export function failureText(status: number, body: unknown): string {
  const messages = envelopeMessages(body)
  if (messages.length > 0) return messages.join('\n')
  return STATUS_MESSAGES[status] ?? MSG.unexpected
}
