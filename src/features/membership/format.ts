import { InvitationStatus, JoinRequestStatus } from '~/shared/enums'
import type { StatusTone } from './components/status-badge'

/** docs/product.md#states status names as the lists show them. */
export const INVITATION_STATUS_LABEL: Record<InvitationStatus, string> = {
  [InvitationStatus.pending]: 'Pending',
  [InvitationStatus.accepted]: 'Accepted',
  [InvitationStatus.declined]: 'Declined',
  [InvitationStatus.expired]: 'Expired',
}

export const JOIN_REQUEST_STATUS_LABEL: Record<JoinRequestStatus, string> = {
  [JoinRequestStatus.pending]: 'Pending',
  [JoinRequestStatus.approved]: 'Approved',
  [JoinRequestStatus.rejected]: 'Rejected',
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** An ISO instant as a short local date. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** The status pill of an invitation; a pending one past its expiry shows as expired. */
export function invitationBadge(
  status: InvitationStatus,
  expired: boolean,
): { label: string; tone: StatusTone } {
  if (expired) return { label: INVITATION_STATUS_LABEL[InvitationStatus.expired], tone: 'negative' }
  const tone: StatusTone =
    status === InvitationStatus.accepted
      ? 'positive'
      : status === InvitationStatus.pending
        ? 'pending'
        : 'negative'
  return { label: INVITATION_STATUS_LABEL[status], tone }
}

/** The status pill of a join request. */
export function joinRequestBadge(status: JoinRequestStatus): { label: string; tone: StatusTone } {
  const tone: StatusTone =
    status === JoinRequestStatus.approved
      ? 'positive'
      : status === JoinRequestStatus.pending
        ? 'pending'
        : 'negative'
  return { label: JOIN_REQUEST_STATUS_LABEL[status], tone }
}
