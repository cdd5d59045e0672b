import { usePendingInvitationCount } from '~/features/membership/use-pending-invitation-count'
import { useUnreadCount } from '~/features/messaging/use-unread-count'

export interface BadgeCounts {
  /** Unread messages (GET /api/messaging/unread-count). */
  unread: number
  /** Pending invitations not past their expiry (SPEC §4). */
  pendingInvitations: number
}

const NONE: BadgeCounts = { unread: 0, pendingInvitations: 0 }

/**
 * The navigation's badge counts, the one place they come from. Zero until the messaging and
 * invitations issues add their endpoints; those issues replace this body with the 60 s polls
 * of SPEC §7 (BADGE_POLL_MS), enabled only for a signed-in user.
 */
export function useBadgeCounts(): BadgeCounts {
  const pendingInvitations = usePendingInvitationCount()
  const unread = useUnreadCount()
  return { ...NONE, unread, pendingInvitations }
}
