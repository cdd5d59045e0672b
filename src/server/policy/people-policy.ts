/**
 * docs/product.md#validation, #roles rules for follows and profiles as pure functions
 * (docs/architecture/accounts-and-security.md#who-may-do-what); the follow and profile routes ask
 * these, tests/unit/server/people-policy.test.ts checks them as a matrix.
 */

export type FollowDecision = 'allowed' | 'login-required' | 'unknown-user' | 'self'

/**
 * May `viewerId` follow or unfollow the user `targetId`? Guests must log in
 * (docs/product.md#validation), the target must exist, and nobody follows themself
 * (docs/product.md#roles).
 */
export function followDecision(
  viewerId: string | null,
  targetId: string | undefined,
): FollowDecision {
  if (!viewerId) return 'login-required'
  if (!targetId) return 'unknown-user'
  if (viewerId === targetId) return 'self'
  return 'allowed'
}

export type ProfileView = 'full' | 'public'

/**
 * How much of a profile the viewer sees: the owner sees everything (including theme and
 * slideshow preferences); anyone else, guests included, the public part shown in the popup.
 */
export function profileViewFor(viewerId: string | null, profileUserId: string): ProfileView {
  return viewerId !== null && viewerId === profileUserId ? 'full' : 'public'
}
