/** The host's Guest photos dialog (docs/decisions/166-guest-identities-and-limits.md). */
const count = new Intl.NumberFormat()

export const GUEST_UPLOADS_TEXT = {
  button: 'Guest photos',
  title: 'Guest photos',
  used: (used: number, quota: number) =>
    `Guests have posted ${count.format(used)} of the ${count.format(quota)} photos this Seen takes from guests.`,
  nearlyFull: 'Nearly full: once it is, guests’ photos wait on their phones until you make room.',
  full: 'Full: guests’ photos wait on their phones until you raise the limit.',
  closedNote: 'Guest posting is closed: guests’ photos are refused.',
  quotaHint: (max: number) => `Signed-in people are not counted. From 0 to ${count.format(max)}.`,
  open: 'Guests may post photos',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Guest photos saved',
  saveFailed: 'Failed to save guest photos',
  loadFailed: 'The guest photos could not be loaded.',
  offline: 'Connect to the internet to see and change the guest photos.',
  retry: 'Try again',
} as const
