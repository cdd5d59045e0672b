// The account texts (account-messages.ts) and the photo texts (image-messages.ts) are beside this
// file, so that a page that shows none of them does not load them with these.
/** User-facing texts of docs/product.md; tests import these same constants. */

export const MSG = {
  invalidResponse: 'Invalid response format from server',
  communicationError: 'Could not reach the server. Please try again.',
  unexpected: 'An unexpected error occurred.',
  briefOutage: 'Seen is briefly unavailable. Try again in a moment.',
  notLoggedIn: 'You need to log in to do that.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  csrfMissing: 'Missing or invalid X-CSRF header.',
  foreignOrigin: 'Cross-origin requests are not allowed.',
  tooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  idempotencyReused: 'This Idempotency-Key was already used with a different request.',
  outboxExpired: 'Not sent within a day — send again?',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed.',
  idempotencyInvalid: 'Idempotency-Key must be a UUID.',
  cookieNotice:
    'Seen uses one essential cookie to keep you logged in. It is not used for tracking.',
  cookieAccept: 'Got it',
  guest: 'Guest',
} as const

/** docs/product.md#validation generic validation messages. */
export const fieldMessage = {
  tooLong: (field: string, n: number) => `${field} must not exceed ${n} characters.`,
  required: (field: string) => `${field} is required.`,
  selectionRequired: (field: string) => `${field} selection is required.`,
  notLess: (field: string, n: number) => `${field} must not be less than ${n}.`,
  notMore: (field: string, n: number) => `${field} must not be more than ${n}.`,
  invalidUrl: (field: string) => `${field} does not appear to be a valid URL.`,
  wholeNumber: (field: string) => `${field} must be a whole number.`,
  badCharacters: (field: string) => `${field} contains characters that are not allowed.`,
} as const

/**
 * docs/product.md#validation date bounds, in the generic form "must be greater or less than a
 * date".
 */
export const dateMessage = {
  notBefore: (field: string, date: string) => `${field} must be greater than ${date}.`,
  notAfter: (field: string, date: string) => `${field} must be less than ${date}.`,
} as const

/**
 * docs/product.md#error-texts location strings, exactly as the product words them (typo included).
 */
export const PLACES_MSG = {
  lookupFailed: 'Error retrieving location data',
  unavailable:
    'Location services are not available. To use this functiouality please enable location services.',
} as const
