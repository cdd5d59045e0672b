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
