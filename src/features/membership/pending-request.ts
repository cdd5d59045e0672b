import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { JoinRequestStatus } from '~/shared/enums'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { userJoinRequestsQueryOptions } from './join-request-queries'
import { logFailure } from './log-failure'

/** Whether the signed-in user already waits for an answer on this Seen. */
export function usePendingRequest(seenShortName: string): boolean {
  const { data, error } = useQuery(userJoinRequestsQueryOptions())
  useEffect(() => {
    if (error) logFailure(JOIN_REQUEST_MSG.userListFailed, error)
  }, [error])
  return (data ?? []).some(
    (item) => item.seenShortName === seenShortName && item.status === JoinRequestStatus.pending,
  )
}
