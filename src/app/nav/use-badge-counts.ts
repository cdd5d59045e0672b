import { usePendingInvitationCount } from '~/features/membership/use-pending-invitation-count'
import { useUnreadCount } from '~/features/messaging/use-unread-count'
import type { BadgeCounts } from './badge-counts'

/**
 * The navigation's badge counts, the one place they come from: the 60 s polls of SPEC §7
 * (BADGE_POLL_MS), enabled only for a signed-in user.
 */
export function useBadgeCounts(): BadgeCounts {
  const pendingInvitations = usePendingInvitationCount()
  const unread = useUnreadCount()
  return { unread, pendingInvitations }
}
