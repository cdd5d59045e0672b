import { useQuery } from '@tanstack/react-query'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { useUnblockUser } from '../message-mutations'
import { blockedQuery } from '../queries'
import { formatDate } from './format'
import { ListState } from './list-state'
import { SMALL_BUTTON } from './styles'

/** The Blocked tab: blocked users with the date, each with Unblock. */
export function BlockedPanel() {
  const query = useQuery(blockedQuery())
  const unblock = useUnblockUser()
  return (
    <ListState
      query={query}
      failure={MESSAGING_MSG.blockedFailed}
      empty={MESSAGING_MSG.emptyBlocked}
    >
      {(users) => (
        <ul className="flex flex-col gap-2" aria-label="Blocked users">
          {users.map((user) => (
            <li key={user.username} className="card flex flex-wrap items-center gap-3 p-4">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{user.displayName}</span>{' '}
                <span className="text-zinc-600 dark:text-zinc-400">@{user.username}</span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  Blocked {formatDate(user.blockedDate)}
                </span>
              </span>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={unblock.isPending}
                aria-label={`Unblock ${user.username}`}
                onClick={() => unblock.mutate(user.username)}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  )
}
