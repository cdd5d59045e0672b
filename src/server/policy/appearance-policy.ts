/**
 * docs/product.md#roles permissions for appearances as pure functions
 * (docs/architecture/accounts-and-security.md#who-may-do-what); the routes ask these and
 * tests/unit/server/appearance-policy.test.ts checks them as a matrix. Who may post at all is
 * `canPostAppearance` in seen-policy.ts (live only; types 1/4 anyone, 2/5 logged in, 3/6 members;
 * the creator always while live).
 *
 * Ownership: a logged-in author owns through their user id, a guest through the guest session
 * cookie that posted it (src/server/appearances/guest-session.ts). The caller decides `isOwner`.
 */
import type { ReviewFilter } from '~/shared/appearance-messages'
import type { SeenRole } from './seen-policy'

export interface AppearanceState {
  isOwner: boolean
  isHidden: boolean
  isApproved: boolean
  isRejected: boolean
}

export interface ModerationFacts {
  requiresApproval: boolean
}

/** Published: what everybody may see — not hidden, and approved where approval is required. */
export function isPublished(seen: ModerationFacts, a: AppearanceState): boolean {
  return !a.isHidden && (!seen.requiresApproval || a.isApproved)
}

/**
 * Does this appearance show in the list? The owner always sees their own; everyone else sees
 * published ones. The creator sees everything unless, on a Seen requiring approval, the review
 * filter narrows it ('viewer' shows what others see, plus the creator's own).
 */
export function canSeeAppearance(
  seen: ModerationFacts,
  role: SeenRole,
  a: AppearanceState,
  filter: ReviewFilter = 'viewer',
): boolean {
  if (role === 'creator') {
    if (!seen.requiresApproval) return true
    switch (filter) {
      case 'all':
        return true
      case 'pending':
        return !a.isApproved && !a.isRejected
      case 'approved':
        return a.isApproved
      case 'rejected':
        return a.isRejected
      default:
        return a.isOwner || isPublished(seen, a)
    }
  }
  return a.isOwner || isPublished(seen, a)
}

/** Open one appearance (GET, load for edit): the creator any, the owner theirs, others published. */
export function canOpenAppearance(seen: ModerationFacts, role: SeenRole, a: AppearanceState) {
  return role === 'creator' || a.isOwner || isPublished(seen, a)
}

/**
 * docs/product.md#roles appearance owner: edit, hide and unhide their own while the Seen is live.
 */
export function canEditAppearance(a: Pick<AppearanceState, 'isOwner'>, live: boolean): boolean {
  return a.isOwner && live
}

export const canHideAppearance = canEditAppearance

/**
 * Like: logged in (docs/product.md#roles), and the appearance is published — or the liker's own. A
 * hidden or unapproved appearance of someone else cannot be liked, not even by the creator.
 */
export function canLikeAppearance(
  seen: ModerationFacts,
  role: SeenRole,
  a: AppearanceState,
): boolean {
  return role !== 'guest' && (a.isOwner || isPublished(seen, a))
}

/**
 * docs/product.md#roles: only the creator approves or rejects, and only on a Seen that requires
 * approval.
 */
export function canApproveAppearance(role: SeenRole, seen: ModerationFacts): boolean {
  return role === 'creator' && seen.requiresApproval
}

/**
 * The approval state a new or edited appearance gets: the creator's own and any appearance on
 * a Seen without approval are approved; otherwise it waits (an edit needs approval again).
 */
export function initialApproval(seen: ModerationFacts, role: SeenRole) {
  const approved = role === 'creator' || !seen.requiresApproval
  return { isApproved: approved, isRejected: false }
}

/**
 * docs/product.md#roles: a logged-in non-member's first appearance makes them a member (3/6 need it
 * before).
 */
export function joinsByAppearance(role: SeenRole): boolean {
  return role === 'user'
}
