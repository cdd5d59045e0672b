import { usePendingInvitationCount } from '~/features/membership/use-pending-invitation-count'
import { useUnreadCount } from '~/features/messaging/use-unread-count'
import type { BadgeCounts } from './badge-counts'

/**
 * The navigation's badge counts, the one place they come from: the unread messages and the
 * pending invitations, each polled every BADGE_POLL_MS (docs/product.md#calls) for a signed-in user
 * only.
 */
export function useBadgeCounts(): BadgeCounts {
  const pendingInvitations = usePendingInvitationCount()
  const unread = useUnreadCount()
  return { unread, pendingInvitations }
}
