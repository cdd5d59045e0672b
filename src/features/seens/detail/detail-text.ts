/** Words of the Seen detail page; tests import the same constants. */
export const SEEN_DETAIL_TEXT = {
  actions: 'Seen actions',
  edit: 'Edit Seen',
  details: 'Seen details',
  hostedBy: 'Hosted by',
  close: 'Close',
  notFoundTitle: 'Seen not found',
  notFound: 'This Seen does not exist, or it is not open to you.',
  backToList: 'Browse Seens',
  loadFailed: 'The Seen could not be loaded.',
  retry: 'Try again',
  backToSeens: 'Back to Seens',
  unreachable: 'The server could not be reached. Check your connection and try again.',
  unreadable: 'The server sent an answer this version of the app cannot read.',
  offlineTitle: 'You are offline',
  offline: 'This Seen is not saved on this device yet. It loads as soon as you are back online.',
  noShortName: 'No Seen was given. Pick one from the list.',
} as const
