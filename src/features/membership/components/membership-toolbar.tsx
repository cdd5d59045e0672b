import { MailPlus, UserCheck, UserPlus } from 'lucide-react'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { DialogLoading, lazyNamed, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { TOOLBAR_BUTTON_CLASS, ToolbarLabel } from '~/components/toolbar'
import { useSession } from '~/features/session/queries'
import { usePendingRequest } from '../pending-request'
import { type MembershipSeen, membershipToolbar } from '../toolbar-visibility'
import type { MembershipOpen } from './membership-dialogs'

const MembershipDialogs = lazyNamed(() => import('./membership-dialogs'), 'MembershipDialogs')

function ToolbarButton(props: {
  label: string
  /** The shorter visible words on wide screens; the label when not given. */
  text?: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      className={`${TOOLBAR_BUTTON_CLASS} disabled:cursor-not-allowed disabled:opacity-50`}
      disabled={props.disabled}
      onPointerEnter={MembershipDialogs.preload}
      onFocus={MembershipDialogs.preload}
      onClick={props.onClick}
    >
      {props.icon}
      <ToolbarLabel>{props.text ?? props.label}</ToolbarLabel>
    </button>
  )
}

/** Request to join; while a request waits for an answer it says so and is disabled. */
function RequestToJoinIcon({ shortName, onClick }: { shortName: string; onClick: () => void }) {
  const pending = usePendingRequest(shortName)
  return (
    <ToolbarButton
      label={pending ? 'Join request pending' : 'Request to join'}
      text={pending ? 'Request pending' : 'Request to join'}
      icon={<UserPlus aria-hidden="true" className="size-5" />}
      onClick={onClick}
      disabled={pending}
    />
  )
}

/**
 * The Seen toolbar's membership icons, each shown exactly per docs/product.md#roles (see
 * membershipToolbar): Invitations (creator), Join requests (creator, publicRequestJoin), Request to
 * join (signed-in non-member). Each opens its dialog. Render inside the Seen page's toolbar.
 */
export function MembershipToolbarButtons({
  seen,
  openOnArrival,
  onArrivalClosed,
}: {
  seen: MembershipSeen
  /** A dialog the page was opened for (a join request's push): opened once its icon shows. */
  openOnArrival?: 'joinRequests'
  /** That dialog was closed: the page forgets why it was opened, so a reload does not reopen. */
  onArrivalClosed?: () => void
}) {
  const session = useSession()
  const shown = membershipToolbar(seen, session.status === 'authenticated')
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
  const icon = 'size-5'
  return (
    <>
      {shown.joinRequests && (
        <ToolbarButton
          label="Join requests"
          icon={<UserCheck aria-hidden="true" className={icon} />}
          onClick={() => show('joinRequests')}
        />
      )}
      {shown.invitations && (
        <ToolbarButton
          label="Invitations"
          icon={<MailPlus aria-hidden="true" className={icon} />}
          onClick={() => show('invitations')}
        />
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
