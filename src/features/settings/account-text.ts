/** Words of Settings' account sections, shared with their tests. */
export const SESSIONS_TEXT = {
  heading: 'Sessions',
  intro: 'Where your account is signed in. Ending a session signs that device out.',
  thisDevice: 'This device',
  onlyThisOne: 'No other device is signed in to your account.',
  loadFailed: 'Failed to load sessions.',
  offline: 'Sessions are shown while you are online.',
  end: 'End session',
  endOthers: 'End all other sessions',
  endOthersQuestion: 'End all other sessions?',
  endOthersDetail: 'Every other device signed in to your account is signed out at once.',
} as const

export const DELETE_ACCOUNT_TEXT = {
  heading: 'Delete account',
  intro:
    'Deleting your account removes your Seens (with every photo posted to them), your appearances, the messages you sent and your profile. Messages others sent you stay theirs. This cannot be undone.',
  open: 'Delete account…',
  title: 'Delete your account?',
  confirmHint: 'Enter your password to confirm.',
  confirm: 'Delete my account',
  deleting: 'Deleting…',
} as const

export const LOG_OUT_TEXT = {
  heading: 'Log out',
  intro: 'Signs you out on this device. Your other sessions stay signed in.',
  action: 'Log out',
} as const

/** Where the browser goes once the account is gone: the login page says so. */
export const ACCOUNT_DELETED_URL = '/account/login?deleted=1'

export const DATA_DOWNLOAD_TEXT = {
  heading: 'Download my data',
  intro:
    'One ZIP file: your account, profile, Seens, appearances, messages, follows, likes and bookmarks as JSON, and the photos of your Seens and appearances.',
  prepare: 'Download my data',
  preparing: 'Preparing…',
  failed: 'Failed to prepare the download.',
} as const

export const EMAIL_TEXT = {
  heading: 'E-mail address',
  intro: 'A new address is used once you open the link we mail to it.',
  current: (email: string) => `Your account uses ${email}.`,
  pending: (email: string, until: string) =>
    `Confirm the link we sent to ${email}. It works until ${until}.`,
  newEmail: 'New e-mail address',
  currentPassword: 'Current password',
  submit: 'Change e-mail address',
  sending: 'Sending…',
  sent: (email: string) => `We sent a link to ${email}. Open it to use that address.`,
  loadFailed: 'Failed to load your e-mail address.',
  offline: 'Your e-mail address is shown while you are online.',
} as const
