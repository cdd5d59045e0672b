/**
 * Product texts of profiles, follows, the activity page and settings (docs/product.md#screens,
 * #validation, #error-texts).
 */
export const PEOPLE_MSG = {
  followNeedsLogin: 'You must be logged in to follow users',
  followFailed: 'Failed to update follow status',
  followError: 'An error occurred while updating follow status',
  nowFollowing: 'You are now following this user',
  unfollowedToast: 'You have unfollowed this user',
  unfollowed: 'User unfollowed successfully.',
  unfollowFailed: 'Failed to unfollow user.',
  followListFailed: 'Failed to load followed users.',
  timelineFailed: 'Failed to load timeline events.',
  settingsSaved: 'Settings updated successfully!',
  settingsFailed: 'Error retrieving user settings.',
  noFollows: 'You are not following anyone yet.',
  emptyTimeline: 'Your timeline is currently empty...',
  /** Server refusals (docs/product.md#validation "cannot follow themself"; the rest are ours). */
  cannotFollowSelf: 'You cannot follow yourself.',
  userNotFound: 'User not found.',
  notFollowing: 'You are not following this user.',
  profileRequired: 'The user profile is required.',
  speedWhole: 'Slideshow speed must be a whole number of seconds.',
} as const
