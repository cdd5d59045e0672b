import type { MembershipSeen, MembershipToolbar } from '../toolbar-visibility'
import { InvitationManager } from './invitation-manager'
import { JoinRequestManager } from './join-request-manager'
import { MembershipDialog } from './membership-dialog'
import { JoinRequestDialog } from './request-to-join'

export type MembershipOpen = 'invitations' | 'joinRequests' | 'requestToJoin' | null

interface MembershipDialogsProps {
  seen: MembershipSeen
  shown: MembershipToolbar
  open: MembershipOpen
  onOpenChange: (open: boolean) => void
}

/** The dialogs the membership toolbar icons open, each only where its icon is shown. */
export function MembershipDialogs({ seen, shown, open, onOpenChange }: MembershipDialogsProps) {
  return (
    <>
      {shown.joinRequests && (
        <MembershipDialog
          open={open === 'joinRequests'}
          onOpenChange={onOpenChange}
          title="Join requests"
        >
          <JoinRequestManager seenShortName={seen.shortName} />
        </MembershipDialog>
      )}
      {shown.invitations && (
        <MembershipDialog
          open={open === 'invitations'}
          onOpenChange={onOpenChange}
          title="Invitations"
        >
          <InvitationManager seenId={seen.id} seenShortName={seen.shortName} />
        </MembershipDialog>
      )}
      {shown.requestToJoin && (
        <JoinRequestDialog
          seenShortName={seen.shortName}
          seenName={seen.seenName}
          open={open === 'requestToJoin'}
          onOpenChange={onOpenChange}
        />
      )}
    </>
  )
}
