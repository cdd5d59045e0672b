import { Popover } from '@base-ui/react/popover'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Spinner } from '~/components/spinner'
import { useLoginPrompt } from '~/features/session/login-prompt'
import { errorToastText } from '~/lib/notify'
import { userProfileQuery } from '../queries'
import { FollowButton } from './follow-button'
import { ProfileDetails } from './profile-details'

export interface ProfilePopoverProps {
  username: string
  /** What the trigger shows (a creator's avatar and name, say). */
  children: ReactNode
  triggerClassName: string
}

function PopupBody({ username }: { username: string }) {
  const profile = useQuery(userProfileQuery(username))
  if (profile.isPending) return <Spinner className="py-6" label="Loading profile" />
  if (profile.isError) {
    return <p className="text-sm text-red-700 dark:text-red-400">{errorToastText(profile.error)}</p>
  }
  return (
    <>
      <Popover.Title className="sr-only">Profile of {profile.data.displayName}</Popover.Title>
      <ProfileDetails profile={profile.data} />
      <div className="mt-4 flex justify-end">
        <FollowButton
          userId={profile.data.id}
          username={profile.data.username}
          displayName={profile.data.displayName}
        />
      </div>
    </>
  )
}

/**
 * The popover behind `ProfilePopup` (profile-popup.tsx), loaded on first use: Base UI's popover
 * machinery is a third of a list page's JavaScript, and most visitors never open a profile.
 */
export default function ProfilePopover({
  username,
  children,
  triggerClassName,
}: ProfilePopoverProps) {
  // Mounted by the click on the placeholder trigger, so it starts open.
  const [open, setOpen] = useState(true)
  // A guest's Follow opens the log-in sheet, which takes the popover's place.
  const loginPrompt = useLoginPrompt()
  useEffect(() => {
    if (loginPrompt) setOpen(false)
  }, [loginPrompt])
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger onClick={(event) => event.stopPropagation()} className={triggerClassName}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-50">
          <Popover.Popup
            data-testid="profile-popup"
            onClick={(event) => event.stopPropagation()}
            className="w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-zinc-200 bg-white p-4 text-zinc-900 shadow-xl outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            {open && <PopupBody username={username} />}
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  )
}
