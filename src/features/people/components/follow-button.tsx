import { useQuery } from '@tanstack/react-query'
import { UserCheck, UserPlus } from 'lucide-react'
import { useSession } from '~/features/session/queries'
import { notify } from '~/lib/notify'
import { usePendingFor } from '~/lib/offline'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { followKind, followTarget } from '../follow-kind'
import { toggleFollow } from '../follow-mutations'
import { followStatusQuery } from '../queries'

/**
 * SPEC §2/§4 Follow / Following toggle. Hidden on your own profile (SPEC §6); a guest who
 * presses it is told 'You must be logged in to follow users' (SPEC §5).
 */
export function FollowButton({ userId, username }: { userId: string; username: string }) {
  const session = useSession()
  const signedIn = session.status === 'authenticated'
  const own = signedIn && session.username.toLowerCase() === username.toLowerCase()
  const status = useQuery({ ...followStatusQuery(username), enabled: signedIn && !own })
  const pending = usePendingFor(followKind, followTarget({ userId, username }))
  if (own || session.status === 'loading') return null

  const following = signedIn && status.data === true
  const Icon = following ? UserCheck : UserPlus
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        disabled={signedIn && status.isPending}
        onClick={() => {
          if (!signedIn) notify.error(PEOPLE_MSG.followNeedsLogin)
          else void toggleFollow({ userId, username }, following)
        }}
        className={following ? 'btn-secondary' : 'btn-primary'}
      >
        <Icon aria-hidden="true" className="size-4" />
        {following ? 'Following' : 'Follow'}
      </button>
      {pending && (
        <span role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
          Waiting to send
        </span>
      )}
    </div>
  )
}
