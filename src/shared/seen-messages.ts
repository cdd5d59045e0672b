/** SPEC strings of the Seen list, toggles and form (§2, §8); server and client share them. */
import { fieldMessage } from './messages'

export const SEEN_MSG = {
  /** SPEC §2: why the bookmark, following and My Seens filters need a login. */
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
