import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '~/features/session/queries'
import { BADGE_POLL_MS } from '~/shared/constants'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { pendingInvitationCount } from '~/shared/schemas/invitation'
import { logFailure } from './log-failure'
import { userInvitationsQueryOptions } from './queries'

/**
 * SPEC §2/§4/§7: the Notifications badge — pending invitations not past their expiry, polled
 * every 60 s for a signed-in user. It shares the Notifications page's query, so answering an
 * invitation there updates the badge at once.
 */
export function usePendingInvitationCount(): number {
  const session = useSession()
  const { data, error } = useQuery({
    ...userInvitationsQueryOptions(),
    enabled: session.status === 'authenticated',
    refetchInterval: BADGE_POLL_MS,
  })
  useEffect(() => {
    if (error) logFailure(INVITATION_MSG.userListFailed, error)
  }, [error])
  if (session.status !== 'authenticated' || !data) return 0
  return pendingInvitationCount(data, new Date())
}
