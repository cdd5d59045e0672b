import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { SavedAgo } from '~/components/offline/saved-ago'
import { PageSpinner } from '~/components/spinner'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { respondToInvitation } from '../invitation-mutations'
import { userInvitationsQueryOptions } from '../invitation-queries'
import { logFailure } from '../log-failure'
import { InvitationCard } from './invitation-card'

const note = 'text-sm text-zinc-600 dark:text-zinc-400'

/**
 * docs/product.md#screens Notifications → Invitations: the list with Refresh, answered in place
 * (docs/product.md#states), offline too: an answer waits in the outbox and its card says so.
 * docs/product.md#error-texts: load and respond failures are only logged; the page still says what
 * is true.
 */
export function UserInvitations() {
  const query = useQuery(userInvitationsQueryOptions())
  const { data, error, isPending, isFetching, fetchStatus, dataUpdatedAt } = query
  useEffect(() => {
    if (error) logFailure(INVITATION_MSG.userListFailed, error)
  }, [error])
  const now = new Date()

  return (
    <section aria-label="Invitations" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SavedAgo updatedAt={data ? dataUpdatedAt : 0} />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void query.refetch()}
          disabled={isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      </div>
      {isPending && fetchStatus !== 'paused' && !error && <PageSpinner />}
      {isPending && fetchStatus === 'paused' && (
        <p className={note}>You are offline. Your invitations load when you are back online.</p>
      )}
      {!data && error && (
        <p className={note}>Your invitations could not be loaded. Press Refresh to try again.</p>
      )}
      {data?.length === 0 && <p className={note}>{INVITATION_MSG.empty}</p>}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard
                invitation={invitation}
                now={now}
                onRespond={(accept) => void respondToInvitation(invitation, accept)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
