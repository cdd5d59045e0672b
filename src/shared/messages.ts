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

/**
 * Account texts the app's own pages show (its forms' field rules, Settings' confirmations);
 * the server's refusals and its account pages' texts are in ACCOUNT_MSG, kept out of the app's
 * code.
 */
export const ACCOUNT_FIELD_MSG = {
  usernameReserved: 'This username is reserved; please choose another.',
  usernameRule: 'Username must be 3 to 30 characters of a-z, 0-9, _ and .',
  passwordShort: 'Password must be at least 8 characters.',
  passwordLong: 'Password must not exceed 128 characters.',
  emailInvalid: 'E-mail does not appear to be a valid e-mail address.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  sessionEnded: 'Session ended.',
  otherSessionsEnded: 'Your other sessions have ended.',
} as const

export const ACCOUNT_MSG = {
  ...ACCOUNT_FIELD_MSG,
  badCredentials: 'The username or password is incorrect.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this e-mail address already exists.',
  resetMailed:
    'If an account uses that address, a link to choose a new password is on its way. It works once, for one hour.',
  resetLinkDead:
    'This password reset link has been used, has expired or was replaced by a newer one.',
  resetDone: 'Your password has been changed and every session of your account has ended.',
  currentPasswordWrong: 'The current password is incorrect.',
  sessionNotFound: 'This session does not exist or has already ended.',
  sessionIsCurrent: 'This is the session you are using: log out to end it.',
  /** Stands for a person whose account was deleted, where others' messages name them. */
  deletedUser: 'Deleted user',
  passwordWrong: 'The password is incorrect.',
  accountDeleted: 'Your account has been deleted.',
  exportLinkDead: 'This download link has expired or belongs to another session.',
  emailSame: 'This is already the e-mail address of your account.',
  emailLinkDead:
    'This e-mail confirmation link has been used, has expired or was replaced by a newer one.',
  emailMailFailed: 'The confirmation mail could not be sent. Please try again later.',
  emailTakenMeanwhile:
    'Another account uses this e-mail address now, so yours was not changed. Ask for a new link with another address in Settings.',
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
 * docs/product.md#validation and #error-texts photo strings. The Seen form's "select" message ends
 * with a period.
 */
export const IMAGE_MSG = {
  selectImage: 'Please select an image file',
  selectImageSeen: 'Please select an image file.',
  tooLarge: 'The photo is too large (max 2MB).',
  tooManyPixels: 'The photo has too many pixels (max 40 megapixels).',
  uploadFailed: (status: number) => `Error during the upload: ${status}`,
} as const

/** The "not an image" message as each form words it (docs/product.md#validation). */
export const selectImageMessage = (kind: 'seen' | 'appearance' | 'avatar') =>
  kind === 'seen' ? IMAGE_MSG.selectImageSeen : IMAGE_MSG.selectImage

/**
 * docs/product.md#error-texts location strings, exactly as the product words them (typo included).
 */
export const PLACES_MSG = {
  lookupFailed: 'Error retrieving location data',
  unavailable:
    'Location services are not available. To use this functiouality please enable location services.',
} as const
