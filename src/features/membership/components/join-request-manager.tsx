import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { PageSpinner } from '~/components/spinner'
import { JoinRequestStatus } from '~/shared/enums'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { formatDate, joinRequestBadge } from '../format'
import { useDecideJoinRequest } from '../join-request-mutations'
import { seenJoinRequestsQueryOptions } from '../join-request-queries'
import { logFailure } from '../log-failure'
import { StatusBadge } from './status-badge'

const note = 'text-sm text-zinc-600 dark:text-zinc-400'

/**
 * docs/product.md#roles creator's join-request manager (publicRequestJoin Seens): Approve and
 * Reject only while pending; the status then changes in place (docs/product.md#states). A failed
 * load is only logged.
 */
export function JoinRequestManager({ seenShortName }: { seenShortName: string }) {
  const { data, error, isPending } = useQuery(seenJoinRequestsQueryOptions(seenShortName))
  const decide = useDecideJoinRequest(seenShortName)
  useEffect(() => {
    if (error) logFailure(JOIN_REQUEST_MSG.seenListFailed, error)
  }, [error])

  if (isPending && !error) return <PageSpinner />
  if (!data) return <p className={note}>The join requests could not be loaded.</p>
  if (data.length === 0) return <p className={note}>No join requests yet.</p>
  return (
    <ul
      aria-label="Join requests"
      className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
    >
      {data.map((request) => {
        const who = `${request.userDisplayName} (@${request.userUsername})`
        const busy = decide.isPending && decide.variables?.requestId === request.id
        return (
          <li key={request.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-zinc-900 dark:text-white">{who}</p>
              {request.message && (
                <p className="text-sm text-zinc-700 dark:text-zinc-300">“{request.message}”</p>
              )}
              <p className={note}>
                Requested {formatDate(request.requestDate)}
                {request.responseDate && ` · decided ${formatDate(request.responseDate)}`}
              </p>
            </div>
            <StatusBadge {...joinRequestBadge(request.status)} />
            {request.status === JoinRequestStatus.pending && (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  aria-label={`Approve ${who}`}
                  disabled={busy}
                  onClick={() => decide.mutate({ requestId: request.id, approve: true })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`Reject ${who}`}
                  disabled={busy}
                  onClick={() => decide.mutate({ requestId: request.id, approve: false })}
                >
                  Reject
                </button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
