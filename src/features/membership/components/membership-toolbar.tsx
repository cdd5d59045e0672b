import { type LucideIcon, MailPlus, UserCheck, UserPlus } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { DialogLoading, lazyNamed, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { ToolbarAction } from '~/components/toolbar'
import { useSession } from '~/features/session/queries'
import { usePendingRequest } from '../pending-request'
import { type MembershipSeen, membershipToolbar } from '../toolbar-visibility'
import type { MembershipOpen } from './membership-dialogs'

const MembershipDialogs = lazyNamed(() => import('./membership-dialogs'), 'MembershipDialogs')

/** A membership action; the dialogs' code loads when pointer or focus reach it. */
function MembershipAction(props: {
  label: string
  text?: string
  icon: LucideIcon
  onClick: () => void
  disabled?: boolean
}) {
  return <ToolbarAction {...props} preload={MembershipDialogs.preload} />
}

/** Request to join; while a request waits for an answer it says so and is disabled. */
function RequestToJoinIcon({ shortName, onClick }: { shortName: string; onClick: () => void }) {
  const pending = usePendingRequest(shortName)
  return (
    <MembershipAction
      label={pending ? 'Join request pending' : 'Request to join'}
      text={pending ? 'Request pending' : 'Request to join'}
      icon={UserPlus}
      onClick={onClick}
      disabled={pending}
    />
  )
}

/** Which of the membership actions a toolbar place draws. */
const GROUPS = {
  all: { invitations: true, joinRequests: true, requestToJoin: true },
  host: { invitations: true, joinRequests: true, requestToJoin: false },
  visitor: { invitations: false, joinRequests: false, requestToJoin: true },
} as const

/**
 * The Seen toolbar's membership actions, each shown exactly per docs/product.md#roles (see
 * membershipToolbar): Invitations (creator), Join requests (creator, publicRequestJoin), Request to
 * join (signed-in non-member). Each opens its dialog. Render inside the Seen page's toolbar: the
 * host's pair (`only="host"`, in More) apart from the visitor's Request to join.
 */
export function MembershipToolbarButtons({
  seen,
  only = 'all',
  openOnArrival,
  onArrivalClosed,
}: {
  seen: MembershipSeen
  /** Which of them this place draws (all of them when not given). */
  only?: keyof typeof GROUPS
  /** A dialog the page was opened for (a join request's push): opened once its icon shows. */
  openOnArrival?: 'joinRequests'
  /** That dialog was closed: the page forgets why it was opened, so a reload does not reopen. */
  onArrivalClosed?: () => void
}) {
  const session = useSession()
  const all = membershipToolbar(seen, session.status === 'authenticated')
  const group = GROUPS[only]
  const shown = {
    invitations: all.invitations && group.invitations,
    joinRequests: all.joinRequests && group.joinRequests,
    requestToJoin: all.requestToJoin && group.requestToJoin,
  }
  const [open, setOpen] = useState<MembershipOpen>(null)
  // The dialogs' code loads on the first open and stays mounted after it.
  const [mounted, setMounted] = useState(false)
  usePreloadAfterPaint(MembershipDialogs.preload)
  const show = (which: MembershipOpen) => {
    setMounted(true)
    setOpen(which)
  }
  // Only where its icon shows (the creator, signed in): for anyone else the address opens nothing.
  const arrival = openOnArrival && shown[openOnArrival] ? openOnArrival : null
  useEffect(() => {
    if (!arrival) return
    setMounted(true)
    setOpen(arrival)
  }, [arrival])
  const onOpenChange = (next: boolean) => {
    if (next) return
    setOpen(null)
    if (arrival) onArrivalClosed?.()
  }
  return (
    <>
      {shown.joinRequests && (
        <MembershipAction
          label="Join requests"
          icon={UserCheck}
          onClick={() => show('joinRequests')}
        />
      )}
      {shown.invitations && (
        <MembershipAction label="Invitations" icon={MailPlus} onClick={() => show('invitations')} />
      )}
      {shown.requestToJoin && (
        <RequestToJoinIcon shortName={seen.shortName} onClick={() => show('requestToJoin')} />
      )}
      {mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <MembershipDialogs seen={seen} shown={shown} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  )
}
