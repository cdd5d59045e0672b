/** What the UI offers for one appearance; the server enforces the same rules (SPEC §6). */
import { isLive } from '~/shared/live'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen'

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
