import { useQuery } from '@tanstack/react-query'
import { useSession } from '~/features/session/queries'
import { BADGE_POLL_MS } from '~/shared/constants'
import { pendingInvitationCount } from '~/shared/schemas/invitation'
import { userInvitationsQueryOptions } from './invitation-queries'

/**
 * docs/product.md#screens, #states, #calls: the Notifications badge — pending invitations not past
 * their expiry, polled every 60 s for a signed-in user. It shares the Notifications page's query,
 * so answering an invitation there updates the badge at once. Like the unread-messages badge, the
 * background poll reports no failure of its own (the badge keeps its last count): the list's load
 * failure is logged once, by the Notifications page that shows the list
 * (docs/product.md#error-texts).
 */
export function usePendingInvitationCount(): number {
  const session = useSession()
  const { data } = useQuery({
    ...userInvitationsQueryOptions(),
    enabled: session.status === 'authenticated',
    refetchInterval: BADGE_POLL_MS,
  })
  if (session.status !== 'authenticated' || !data) return 0
  return pendingInvitationCount(data, new Date())
}
