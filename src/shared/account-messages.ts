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
