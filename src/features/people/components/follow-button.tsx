import { useQuery } from '@tanstack/react-query'
import { UserCheck, UserPlus } from 'lucide-react'
import { askToLogIn, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { useSession } from '~/features/session/queries'
import { usePendingFor } from '~/lib/offline'
import { followKind, followTarget } from '../follow-kind'
import { toggleFollow } from '../follow-mutations'
import { followStatusQuery } from '../queries'

interface FollowButtonProps {
  userId: string
  username: string
  /** How the profile names them, for a guest's "Log in to follow {name}". */
  displayName: string
}

/**
 * docs/product.md#screens, #states Follow / Following toggle. Hidden on your own profile
 * (docs/product.md#roles). A guest who presses it gets the log-in sheet, which says what following
 * needs and leads there and back: more than the error toast of docs/product.md#validation 'You must
 * be logged in to follow users', which the server still sends.
 */
export function FollowButton({ userId, username, displayName }: FollowButtonProps) {
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
          if (!signedIn) askToLogIn(LOGIN_PROMPT_TEXT.follow(displayName))
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
