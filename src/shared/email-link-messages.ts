/**
 * What the server-rendered pages of the e-mail change links say
 * (docs/decisions/162-email-change-guard.md); no page of the app shows them.
 */
export const EMAIL_LINK_MSG = {
  confirmElsewhere:
    'This link was opened outside the session that asked for the change: enter your password to confirm it.',
  undoLinkDead: 'This undo link has been used or has expired.',
  undoTaken:
    'Another account uses that address now, so it could not be put back. Ask for a password reset with the address your account uses.',
} as const
