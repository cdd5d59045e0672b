import { Link } from '@tanstack/react-router'
import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { usePendingFor } from '~/lib/offline'
import { InvitationStatus } from '~/shared/enums'
import { INVITATION_MSG } from '~/shared/membership-messages'
import {
  type InvitationUserSide,
  isInvitationExpired,
  isInvitationOpen,
} from '~/shared/schemas/invitation'
import { formatDate, invitationBadge } from '../format'
import { invitationRespondKind } from '../respond-kind'
import { StatusBadge } from './status-badge'

interface InvitationCardProps {
  invitation: InvitationUserSide
  now: Date
  onRespond: (accept: boolean) => void
}

/**
 * One invitation on the Notifications page with the actions docs/product.md#states allows in its
 * state.
 */
export function InvitationCard({ invitation, now, onRespond }: InvitationCardProps) {
  const waiting = usePendingFor(invitationRespondKind, invitation.id)
  const expired = isInvitationExpired(invitation, now)
  const titleId = `invitation-${invitation.id}`
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-3">
      {/* The status stays in the top corner however long the name is. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-zinc-900 dark:text-white">
            {invitation.seenViewable ? (
              <Link
                to="/seen"
                search={{ shortname: invitation.seenShortName }}
                className="focus-ring rounded hover:underline"
              >
                {invitation.seenName}
              </Link>
            ) : (
              invitation.seenName
            )}
          </h2>
          {invitation.seenHeadline && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{invitation.seenHeadline}</p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge {...invitationBadge(invitation.status, expired)} />
          {waiting && (
            <span role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
              {OFFLINE_TEXT.waitingShort}
            </span>
          )}
        </div>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Invited by {invitation.inviterDisplayName} (@{invitation.inviterUsername}) on{' '}
        {formatDate(invitation.invitedDate)}
        {invitation.respondedDate
          ? ` · answered ${formatDate(invitation.respondedDate)}`
          : ` · expires ${formatDate(invitation.expiresDate)}`}
      </p>
      {invitation.message && (
        <blockquote className="border-l-4 border-brand-300 pl-3 text-sm text-zinc-700 italic dark:border-brand-400/60 dark:text-zinc-300">
          {invitation.message}
        </blockquote>
      )}
      {isInvitationOpen(invitation, now) && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => onRespond(true)}>
            Accept
          </button>
          <button type="button" className="btn-secondary" onClick={() => onRespond(false)}>
            Decline
          </button>
        </div>
      )}
      {expired && (
        <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
          {INVITATION_MSG.expired}
        </p>
      )}
      {invitation.status === InvitationStatus.accepted && (
        <Link
          to="/seen"
          search={{ shortname: invitation.seenShortName }}
          className="btn-secondary self-start"
        >
          View Seen
        </Link>
      )}
    </article>
  )
}
