import { UserAvatar } from '~/components/user-avatar'
import { ProfilePopup } from '~/features/people/components/profile-popup'

export interface SeenCardCreatorProps {
  /** The creator's username (docs/product.md#records createdBy). */
  username: string
  displayName: string | null | undefined
  avatarPath: string | null | undefined
}

/**
 * The creator of a Seen on its card: avatar and name. It sits above the card's link, so it can
 * become its own control (docs/product.md#screens: clicking the creator opens a profile popup).
 */
export function SeenCardCreator({ username, displayName, avatarPath }: SeenCardCreatorProps) {
  const name = displayName || username
  return (
    <ProfilePopup
      username={username}
      triggerClassName="relative z-10 flex min-w-0 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300"
    >
      {/* The name beside it says who it is; the picture adds nothing for a screen reader. */}
      <span aria-hidden="true" className="contents">
        <UserAvatar src={avatarPath} name={name} size="sm" />
      </span>
      <span className="truncate font-medium">{name}</span>
    </ProfilePopup>
  )
}
