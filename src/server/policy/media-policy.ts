/**
 * Who may read a stored rendition (original, reduced, thumbnail) of a Seen's or an appearance's
 * photo, decided on every read of /media so access ends when the record changes. 'public'
 * renditions are those anyone may see while the record stays as it is: shared caches may keep
 * them for a short while only. 'private' ones are for this viewer alone (a browser's own cache).
 */
import {
  type AppearanceState,
  canOpenAppearance,
  isPublished,
  type ModerationFacts,
} from './appearance-policy'
import { canViewSeen, isPublicType, type SeenFacts, type SeenRole } from './seen-policy'

export type MediaAccess = 'public' | 'private' | 'denied'

const openToAll = (seen: SeenFacts) => seen.active && isPublicType(seen.accessibilityType)

/** A Seen's own photo: as the Seen itself (a private Seen's photo is never shared-cached). */
export function seenPhotoAccess(seen: SeenFacts, role: SeenRole): MediaAccess {
  if (!canViewSeen(seen, role)) return 'denied'
  return openToAll(seen) ? 'public' : 'private'
}

/**
 * An appearance's photo: whoever may open the appearance on a Seen they may view. Hidden,
 * rejected and pending ones are thus for their owner and the Seen's creator only.
 */
export function appearancePhotoAccess(
  seen: SeenFacts & ModerationFacts,
  role: SeenRole,
  appearance: AppearanceState,
): MediaAccess {
  if (!canViewSeen(seen, role) && !appearance.isOwner) return 'denied'
  if (!canOpenAppearance(seen, role, appearance)) return 'denied'
  return openToAll(seen) && isPublished(seen, appearance) ? 'public' : 'private'
}
