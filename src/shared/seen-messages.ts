/**
 * Product texts of the Seen list, toggles and form (docs/product.md#screens, #error-texts); server
 * and client share them.
 */
import { fieldMessage } from './messages'

export const SEEN_MSG = {
  /** docs/product.md#screens: why the bookmark, following and My Seens filters need a login. */
  filterNeedsLogin: 'You need to be logged in to use this filter.',
  citySelectionRequired: fieldMessage.selectionRequired('City'),
  seenRequired: 'The Seen record is required.',
  listError: 'Error retrieving seen list.',
  tagsError: 'Error retrieving matching tags list.',
  toggleBookmarkFailed: 'Failed to toggle bookmark',
  toggleLikeFailed: 'Failed to toggle like',
  bookmarked: 'Seen bookmarked successfully',
  bookmarkRemoved: 'Seen bookmark removed',
  liked: 'Seen liked successfully',
  likeRemoved: 'Seen like removed',
  guestMakeSeen: 'Only registered users can create a Seen. Redirecting to login...',
  editNotAllowed:
    'Only the creator can edit this Seen, and only until its end plus the days after.',
} as const
