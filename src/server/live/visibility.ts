/**
 * What one viewer hears of a change to one appearance: the same rule as the list
 * (canSeeAppearance), applied to the state before and after the change.
 */
import type { ReviewFilter } from '~/shared/appearance-messages'
import {
  type AppearanceState,
  canSeeAppearance,
  type ModerationFacts,
  type SeenRole,
} from '../policy'

export type Flags = Omit<AppearanceState, 'isOwner'>

export interface LiveViewer {
  role: SeenRole
  userId: string | null
  guestKeyHash: string | null
  filter: ReviewFilter
}

export interface Ownership {
  createdById: string | null
  guestKeyHash: string | null
}

export function ownsAppearance(viewer: LiveViewer, owner: Ownership): boolean {
  return (
    (viewer.userId !== null && owner.createdById === viewer.userId) ||
    (viewer.guestKeyHash !== null && owner.guestKeyHash === viewer.guestKeyHash)
  )
}

/**
 * 'show': the viewer may see it now (new, newly approved or unhidden, or edited);
 * 'remove': they could see it before and cannot now (hidden, rejected, deleted);
 * null: they could see it neither before nor now, so they hear nothing of it.
 */
export function appearanceChangeFor(
  viewer: LiveViewer,
  seen: ModerationFacts,
  owner: Ownership,
  before: Flags | null,
  now: Flags | null,
): 'show' | 'remove' | null {
  const isOwner = ownsAppearance(viewer, owner)
  const sees = (flags: Flags | null) =>
    flags !== null && canSeeAppearance(seen, viewer.role, { ...flags, isOwner }, viewer.filter)
  if (sees(now)) return 'show'
  return sees(before) ? 'remove' : null
}
