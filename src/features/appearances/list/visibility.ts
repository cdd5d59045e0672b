/**
 * What the UI offers for one appearance; the server enforces the same rules
 * (docs/product.md#roles).
 */
import { isLive, liveWindow } from '~/shared/live'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

export const isPublished = (seen: Pick<SeenDetail, 'requiresApproval'>, a: Appearance) =>
  !a.isHidden && (!seen.requiresApproval || a.isApproved)

/** Like: logged in, and the appearance is published or one's own. */
export const canLike = (loggedIn: boolean, seen: SeenDetail, a: Appearance) =>
  loggedIn && (a.isOwner || isPublished(seen, a))

/** Edit, hide, unhide: the owner while the Seen is live. */
export const canEdit = (seen: SeenDetail, a: Appearance, now = new Date()) =>
  a.isOwner && isLive(seen, now)

/** The creator's review mode applies to Seens that require approval. */
export const canReview = (seen: SeenDetail) => seen.isCreator && seen.requiresApproval

export type PostingHint =
  | { kind: 'closed'; until: Date }
  | { kind: 'opens'; from: Date }
  | { kind: 'login' }
  | { kind: 'login-to-request' }
  | { kind: 'request' }
  | { kind: 'invited-only' }
  | { kind: 'blocked' }

/**
 * Why this viewer cannot post to the Seen now, so the page says what to do instead of showing
 * nothing (docs/product.md#roles: live only; types 2/5 logged in, 3/6 members; not blocked by the
 * host, docs/decisions/112-block-poster.md). Null when they may post.
 */
export function postingHint(
  seen: SeenDetail,
  loggedIn: boolean,
  now = new Date(),
): PostingHint | null {
  if (seen.canPostAppearance && isLive(seen, now)) return null
  const window = liveWindow(seen)
  if (now > window.until) return { kind: 'closed', until: window.until }
  if (now < window.from) return { kind: 'opens', from: window.from }
  if (seen.isBlockedFromPosting) return { kind: 'blocked' }
  const type = seen.seenAccessibilityType
  if (!loggedIn)
    return type === 3
      ? { kind: 'login-to-request' }
      : type === 6
        ? { kind: 'invited-only' }
        : { kind: 'login' }
  if (type === 3) return { kind: 'request' }
  return { kind: 'invited-only' }
}
