/**
 * docs/product.md#roles permissions for Seens as pure functions on plain data
 * (docs/architecture/accounts-and-security.md#who-may-do-what). Every route asks these;
 * tests/unit/server/policy.test.ts checks them as a matrix of role × type × live.
 *
 * Visibility choice for private types: types 4 and 5 are hidden from lists but anyone with the
 * direct URL may open them (docs/product.md#roles "non-members with the direct URL can still view
 * them"); type 6 (invitation only) is visible to members and the creator only — for everyone else
 * it does not exist (404, not 403, so an unguessable short name reveals nothing).
 */
import type { SeenAccessibilityType } from '~/shared/enums'

/** How the person asking relates to one Seen. */
export type SeenRole = 'guest' | 'user' | 'member' | 'creator'

export interface SeenFacts {
  accessibilityType: SeenAccessibilityType
  active: boolean
}

export const isPublicType = (type: number) => type >= 1 && type <= 3
export const isPrivateType = (type: number) => type >= 4 && type <= 6

export function roleFor(
  viewerId: string | null | undefined,
  createdById: string,
  isMember: boolean,
): SeenRole {
  if (!viewerId) return 'guest'
  if (viewerId === createdById) return 'creator'
  return isMember ? 'member' : 'user'
}

const isMemberOrCreator = (role: SeenRole) => role === 'member' || role === 'creator'

/** May this person open the Seen (detail page, likes, bookmarks)? */
export function canViewSeen(seen: SeenFacts, role: SeenRole): boolean {
  if (!seen.active) return role === 'creator'
  if (seen.accessibilityType === 6) return isMemberOrCreator(role)
  return seen.accessibilityType >= 1 && seen.accessibilityType <= 5
}

/** Does the Seen appear in this person's lists (trending list and its filters)? */
export function listedFor(seen: SeenFacts, role: SeenRole): boolean {
  if (!seen.active) return false
  if (isPublicType(seen.accessibilityType)) return true
  return isPrivateType(seen.accessibilityType) && isMemberOrCreator(role)
}

/**
 * A shared link shows a preview card (the Seen's name, headline, photo, date and place in the
 * page's head) only for a Seen anyone may find: active and public. A private or invitation-only
 * Seen's page carries none of its data, whoever fetches it.
 */
export function hasLinkPreview(seen: SeenFacts): boolean {
  return seen.active && isPublicType(seen.accessibilityType)
}

/** Like and bookmark: a logged-in person who may view the Seen. */
export function canReactToSeen(seen: SeenFacts, role: SeenRole): boolean {
  return role !== 'guest' && canViewSeen(seen, role)
}

/** docs/product.md#roles hasEditPermission: the creator, until end plus postSeenDays has passed. */
export function canEditSeen(role: SeenRole, past: boolean): boolean {
  return role === 'creator' && !past
}

/**
 * docs/product.md#roles making an appearance, only while live: types 1 and 4 anyone; 2 and 5
 * logged-in users; 3 and 6 logged-in members only. The creator can always post while live.
 */
export function canPostAppearance(
  type: SeenAccessibilityType,
  role: SeenRole,
  live: boolean,
): boolean {
  if (!live) return false
  if (role === 'creator') return true
  switch (type) {
    case 1:
    case 4:
      return true
    case 2:
    case 5:
      return role !== 'guest'
    case 3:
    case 6:
      return role === 'member'
    default:
      return false
  }
}

/**
 * docs/product.md#roles Request to Join: non-members, non-creators of a publicRequestJoin Seen
 * (logged in).
 */
export function canRequestJoin(type: SeenAccessibilityType, role: SeenRole): boolean {
  return type === 3 && role === 'user'
}

export interface DownloadFacts extends SeenFacts {
  membersMayDownload: boolean
}

/**
 * Download all the Seen's photos as one ZIP: the creator always, members when the creator
 * allows it, and only while they may view the Seen. Everyone else who may view it is refused
 * (403); whoever may not view it never learns it exists (404, decided by canViewSeen first).
 */
export function canDownloadPhotos(seen: DownloadFacts, role: SeenRole): boolean {
  if (!canViewSeen(seen, role)) return false
  if (role === 'creator') return true
  return role === 'member' && seen.membersMayDownload
}

/** Review appearances, manage join requests and invitations: the creator. */
export function canModerate(role: SeenRole): boolean {
  return role === 'creator'
}
