/**
 * Web Push (docs/decisions/114-push-vapid-key.md to docs/decisions/117-push-opt-in.md): the kinds a
 * person can turn on and off, the batching window, and the one text of each push, used by the
 * server (payload) and Settings (labels).
 */

export const PUSH_KINDS = [
  'message',
  'invitation',
  'joinRequest',
  'photoReview',
  'joinApproved',
] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** At most one push per person, kind and Seen in this window; later ones are counted. */
export const PUSH_WINDOW_MS = 5 * 60_000

/** Settings → Notifications: one switch per kind. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  message: 'New messages',
  invitation: 'New invitations',
  joinRequest: 'Join requests to my Seens',
  photoReview: 'Photos waiting for my review',
  joinApproved: 'My join request approved',
}

export const PUSH_MSG = {
  offer: 'Get notified when something happens here?',
  offerAction: 'Turn on',
  enabled: 'Notifications are on for this device.',
  denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings.',
  unsupported: 'This browser cannot show notifications from Seen.',
  offline: 'You are offline: notification settings can be changed once you are back online.',
  failed: 'Notifications could not be turned on.',
  saveFailed: 'Notification settings could not be saved.',
  loadFailed: 'Notification settings could not be loaded.',
  endpointNotAllowed: 'This push service address is not accepted.',
} as const

/** Settings → Notifications. */
export const PUSH_TEXT = {
  heading: 'Notifications',
  intro:
    'Seen can tell this device when something needs you: at most one notification of each kind per Seen every 5 minutes.',
  device: 'Notifications on this device',
  kinds: 'Notify me about',
  loading: 'Loading notification settings',
} as const

/** What the last event of a batch says (the newest one wins). */
export interface PushDetail {
  seenShortName?: string
  seenName?: string
  /** Display name of whoever caused it (sender, inviter, requester). */
  actorName?: string
  subject?: string
}

export interface PushPayload {
  title: string
  body: string
  /** A same-origin path the notification opens. */
  url: string
}

const seenUrl = (detail: PushDetail) =>
  detail.seenShortName ? `/seen?shortname=${encodeURIComponent(detail.seenShortName)}` : '/'

const plural = (count: number, one: string, many: string) =>
  count === 1 ? one : `${count} ${many}`

/** The push for `count` events of one kind (one Seen), named after the newest. */
export function pushPayload(kind: PushKind, count: number, detail: PushDetail): PushPayload {
  const seen = detail.seenName ?? 'your Seen'
  const actor = detail.actorName ?? 'Someone'
  switch (kind) {
    case 'message':
      return {
        title: plural(count, `New message from ${actor}`, 'new messages'),
        body: count === 1 ? (detail.subject ?? '') : `The newest is from ${actor}.`,
        url: '/messages',
      }
    case 'invitation':
      return {
        title: plural(count, `Invitation to ${seen}`, `new invitations to ${seen}`),
        body: `${actor} invited you.`,
        url: '/notifications',
      }
    case 'joinRequest':
      return {
        title: plural(count, `${actor} asks to join ${seen}`, `people ask to join ${seen}`),
        body: 'Open the Seen to approve or reject.',
        // The Seen page opens its Join requests dialog (seenPageSearch).
        url: detail.seenShortName ? `${seenUrl(detail)}&open=joinRequests` : '/',
      }
    case 'photoReview':
      return {
        title: plural(count, 'A new photo to review', 'new photos to review'),
        body: `In ${seen}.`,
        url: seenUrl(detail),
      }
    case 'joinApproved':
      return {
        title: `You joined ${seen}`,
        body: 'Your request to join was approved.',
        url: seenUrl(detail),
      }
  }
}

/** A notification may only open a path of this site (never another origin). */
export function samePath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/'
}
