import { useQuery } from '@tanstack/react-query'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import { UserAvatar } from '~/components/user-avatar'
import { ProfilePopup } from '~/features/people/components/profile-popup'
import { unfollow } from '~/features/people/follow-mutations'
import { followListQuery } from '~/features/people/queries'
import { PEOPLE_MSG } from '~/shared/people-messages'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** docs/product.md#screens Activity, Following tab: followed users with an unfollow action. */
export function FollowingList() {
  const follows = useQuery(followListQuery())
  if (follows.isPending) return <Spinner className="py-10" label="Loading followed users" />
  if (follows.isError) {
    return (
      <LoadError message={PEOPLE_MSG.followListFailed} onRetry={() => void follows.refetch()} />
    )
  }
  if (follows.data.length === 0) {
    return <p className="py-6 text-zinc-700 dark:text-zinc-300">{PEOPLE_MSG.noFollows}</p>
  }
  return (
    <ul aria-label="Followed users" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {follows.data.map((user) => (
        <li key={user.userId} className="flex items-center gap-4 py-3">
          <UserAvatar src={user.avatar} name={user.displayName} size="sm" />
          <div className="min-w-0 flex-1">
            <ProfilePopup username={user.userName}>
              <span className="font-medium">{user.displayName}</span>
            </ProfilePopup>
            <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">
              @{user.userName} · following since{' '}
              <time dateTime={user.followDate}>{dateFormat.format(new Date(user.followDate))}</time>
            </p>
          </div>
          <button
            type="button"
            className="btn-secondary"
            aria-label={`Unfollow ${user.displayName}`}
            onClick={() => void unfollow(user)}
          >
            Unfollow
          </button>
        </li>
      ))}
    </ul>
  )
}
