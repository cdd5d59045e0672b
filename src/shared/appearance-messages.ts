/**
 * Product texts of appearances and the slideshow (docs/product.md#screens, #states, #error-texts);
 * server and client share them.
 */

export const APPEARANCE_MSG = {
  listError: 'Error retrieving appearances.',
  loadMoreError: 'Error loading more appearances.',
  likeFailed: 'Failed to toggle appearance like',
  likeError: 'Error toggling appearance like',
  liked: 'Appearance liked successfully',
  likeRemoved: 'Appearance like removed',
  hidden: 'Appearance hidden successfully',
  unhidden: 'Appearance unhidden successfully',
  visibilityFailed: 'Failed to update appearance visibility',
  visibilityError: 'An error occurred while updating appearance visibility',
  approved: 'Appearance approved successfully',
  rejected: 'Appearance rejected successfully',
  approveFailed: 'Failed to approve appearance',
  rejectFailed: 'Failed to reject appearance',
  makeAppearance: 'Make Appearance',
  hiddenBadge: 'Hidden',
  hideLabel: 'Hide this appearance (only visible to you and the seen creator)',
  changeStatus: 'Change Status',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  /** Server refusals (docs/product.md#roles), worded for the toast. */
  recordRequired: 'The appearance record is required.',
  notLive: 'Appearances can only be made while the Seen is live.',
  postNotAllowed: 'You are not allowed to make an appearance in this Seen.',
  postNeedsLogin: 'Log in to make an appearance in this Seen.',
  editNotAllowed: 'Only the owner can edit this appearance, and only while the Seen is live.',
  hideNotAllowed: 'Only the owner can hide this appearance, and only while the Seen is live.',
  likeNotAllowed: 'This appearance cannot be liked yet.',
  approveNotAllowed: 'Only the creator of the Seen can approve or reject its appearances.',
  approvalNotRequired: 'This Seen does not require approval.',
  likeNeedsLogin: 'Log in to like appearances.',
} as const

/** docs/product.md#screens slideshow strings. */
export const SLIDESHOW_MSG = {
  title: 'Slideshow Mode',
  loadingMore: 'Loading more appearances...',
  exit: 'Exit',
} as const

/**
 * docs/product.md#states creator review filter values, stored locally under
 * STORAGE_KEYS.approvalFilter.
 */
export const REVIEW_FILTERS = ['viewer', 'all', 'pending', 'approved', 'rejected'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]
