import { useQuery } from '@tanstack/react-query'
import { MailPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ConfirmButton } from '~/components/confirm-button'
import { PageSpinner } from '~/components/spinner'
import { INVITATION_MSG } from '~/shared/membership-messages'
import {
  type InvitationSeenSide,
  isInvitationExpired,
  isInvitationOpen,
} from '~/shared/schemas/invitation'
import { formatDate, invitationBadge } from '../format'
import { useRevokeInvitation } from '../invitation-mutations'
import { seenInvitationsQueryOptions } from '../invitation-queries'
import { logFailure } from '../log-failure'
import { SendInvitationsDialog } from './send-invitations-dialog'
import { StatusBadge } from './status-badge'

const note = 'text-sm text-zinc-600 dark:text-zinc-400'

interface InvitationManagerProps {
  /** The Seen detail's `id` (docs/product.md#calls GET /api/seen/invitations/seen/{seenId}). */
  seenId: string
  seenShortName: string
}

function invitee(invitation: InvitationSeenSide) {
  if (invitation.inviteeUsername) {
    return `${invitation.inviteeDisplayName ?? invitation.inviteeUsername} (@${invitation.inviteeUsername})`
  }
  return invitation.inviteeEmail ?? ''
}

/**
 * docs/product.md#roles creator's invitation manager: each invitation's status and dates; Revoke
 * only while pending and not expired (docs/product.md#states). docs/product.md#error-texts: a
 * failed load is only logged.
 */
export function InvitationManager({ seenId, seenShortName }: InvitationManagerProps) {
  const { data, error, isPending } = useQuery(seenInvitationsQueryOptions(seenId))
  const revoke = useRevokeInvitation(seenId)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (error) logFailure(INVITATION_MSG.seenListFailed, error)
  }, [error])
  const now = new Date()

  return (
    <section aria-label="Invitations" className="flex flex-col gap-3">
      <button type="button" className="btn-primary self-start" onClick={() => setSending(true)}>
        <MailPlus aria-hidden="true" className="size-4" />
        Send Invitations
      </button>
      <SendInvitationsDialog
        seenId={seenId}
        seenShortName={seenShortName}
        open={sending}
        onOpenChange={setSending}
      />
      {isPending && !error && <PageSpinner />}
      {!data && error && <p className={note}>The invitations could not be loaded.</p>}
      {data?.length === 0 && <p className={note}>No invitations yet.</p>}
      {data && data.length > 0 && (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {data.map((invitation) => {
            const expired = isInvitationExpired(invitation, now)
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-zinc-900 dark:text-white">{invitee(invitation)}</p>
                  <p className={note}>
                    Invited {formatDate(invitation.invitedDate)} · expires{' '}
                    {formatDate(invitation.expiresDate)}
                    {invitation.respondedDate &&
                      ` · answered ${formatDate(invitation.respondedDate)}`}
                  </p>
                </div>
                <StatusBadge {...invitationBadge(invitation.status, expired)} />
                {isInvitationOpen(invitation, now) && (
                  <ConfirmButton
                    label={`Revoke the invitation of ${invitee(invitation)}`}
                    disabled={revoke.isPending && revoke.variables === invitation.id}
                    title="Revoke this invitation?"
                    description={`${invitee(invitation)} can no longer use it to join.`}
                    confirmLabel="Revoke"
                    onConfirm={() => revoke.mutate(invitation.id)}
                  >
                    Revoke
                  </ConfirmButton>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
