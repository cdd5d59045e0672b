/**
 * The server's refusals of a guest's post (docs/decisions/166-guest-identities-and-limits.md),
 * worded for a guest. The page shows them as the server sent them, so they stay out of its code.
 */
export const GUEST_POST_MSG = {
  busy: 'Many photos are arriving at once. Yours wait on this phone and are sent by themselves in a moment.',
  uploadsFull:
    'This Seen has taken all the guest photos its host allows for now. Yours wait on this phone and are sent once the host makes room.',
  uploadsClosed: 'The host has closed guest posting for this Seen.',
} as const
