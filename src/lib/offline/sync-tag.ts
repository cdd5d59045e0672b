/**
 * Tag of the outbox's Background Sync registration, and the message the service worker sends
 * to open pages when that sync fires (shared with `sw/`, which has no other app imports).
 */
export const SYNC_TAG = 'seen-outbox'

/** BroadcastChannel on which whoever changed an outbox (a tab, the service worker) says so. */
export const OUTBOX_CHANNEL = 'seen-outbox'
