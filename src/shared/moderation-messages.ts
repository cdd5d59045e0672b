/**
 * Strings of the host's moderation (docs/decisions/111-remove-appearance.md to
 * docs/decisions/113-moderation-offline.md): removing any appearance of their Seen, and blocking a
 * poster from posting to it. Server and client share them.
 */
export const MODERATION_MSG = {
  removePhoto: 'Remove photo',
  removeTitle: 'Remove this photo?',
  removeDescription:
    'The photo and its caption are deleted from this Seen for everyone. This cannot be undone.',
  removed: 'Photo removed',
  removeFailed: 'Failed to remove photo',
  removeQueued: 'The photo is removed here and will be removed for everyone when you are online.',
  blockPoster: 'Block from posting',
  blockTitle: (name: string) => `Block ${name} from posting?`,
  blockDescription:
    'They can no longer post photos to this Seen. What they posted before stays until you remove it. You can unblock them under "Blocked from posting".',
  blocked: (name: string) => `${name} can no longer post to this Seen`,
  blockFailed: 'Failed to block poster',
  blockQueued: 'The block will be sent when you are online.',
  blockedList: 'Blocked from posting',
  blockedEmpty: 'Nobody is blocked from posting to this Seen.',
  blockedLoadFailed: 'The blocked posters could not be loaded.',
  blockedOffline: 'Connect to the internet to see who is blocked from posting.',
  blockedOn: (date: string) => `Blocked ${date}`,
  guest: 'Guest',
  unblock: 'Unblock',
  unblocked: (name: string) => `${name} can post to this Seen again`,
  unblockFailed: 'Failed to unblock poster',
  waiting: 'waiting to send',
  /** Server refusals. */
  onlyCreator: 'Only the creator of the Seen can moderate its appearances.',
  guestUploadsOnlyCreator: 'Only the creator of the Seen can manage its guest uploads.',
  cannotBlockSelf: 'You cannot block yourself from posting to your own Seen.',
  blockNotFound: 'This block no longer exists.',
  postBlocked: 'The host of this Seen has blocked you from posting to it.',
} as const
