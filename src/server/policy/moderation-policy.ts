/**
 * The host's moderation (docs/decisions/111-remove-appearance.md to
 * docs/decisions/113-moderation-offline.md) as pure functions: removing any appearance of their
 * Seen and blocking a poster from posting to it. Whoever may not view the Seen is answered 404
 * before these are asked (canViewSeen); these decide between allowed and 403.
 */
import type { SeenRole } from './seen-policy'

/** Remove any appearance of the Seen (with its photo): the creator, live or not. */
export function canRemoveAppearance(role: SeenRole): boolean {
  return role === 'creator'
}

/** See the blocked posters and unblock them: the creator. */
export function canManagePosterBlocks(role: SeenRole): boolean {
  return role === 'creator'
}

/** The host alone sees and sets how many guest photos their Seen takes. */
export function canManageGuestUploads(role: SeenRole): boolean {
  return role === 'creator'
}

export type BlockPosterDecision = 'allowed' | 'not-creator' | 'self'

/**
 * Block the poster of one appearance: only the creator, and never the creator's own (they can
 * always post while live, docs/product.md#roles).
 */
export function blockPosterDecision(
  role: SeenRole,
  appearance: { postedByCreator: boolean },
): BlockPosterDecision {
  if (role !== 'creator') return 'not-creator'
  if (appearance.postedByCreator) return 'self'
  return 'allowed'
}

/**
 * A blocked poster may not post to the Seen or edit what they posted there (the photo could be
 * swapped for another); hiding their own stays allowed. The creator is never blocked.
 */
export function isBlockedFromPosting(role: SeenRole, blocked: boolean): boolean {
  return blocked && role !== 'creator'
}
