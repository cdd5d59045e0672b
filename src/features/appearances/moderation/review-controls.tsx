import { useState } from 'react'
import { WaitingToSend } from '~/components/offline/pending-actions'
import { OFFLINE_REASON, useOnline, usePendingFor } from '~/lib/offline'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import { useApproveAppearance } from '../list/mutations'
import { appearanceApprovalKind } from './approval-kind'

export const REVIEW_STATUS_TEXT = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const

const statusOf = (a: Appearance) =>
  a.isApproved ? 'approved' : a.isRejected ? 'rejected' : 'pending'

/**
 * docs/product.md#states approval by the creator: a pending appearance shows Approve and Reject; a
 * decided one shows its status and 'Change Status', which reveals Approve, Reject and Cancel.
 */
export function ReviewControls({ appearance }: { appearance: Appearance }) {
  const approve = useApproveAppearance(appearance.seenShortName)
  const status = statusOf(appearance)
  const online = useOnline()
  // A decision of Approve all / Reject all that waits in the outbox.
  const queued = usePendingFor(appearanceApprovalKind, appearance.appearanceShortName)
  const [changing, setChanging] = useState(false)
  const decide = (value: boolean) =>
    approve.mutate(
      { appearanceShortName: appearance.appearanceShortName, approve: value },
      { onSuccess: () => setChanging(false) },
    )
  // Change Status offers only a status the appearance does not have yet.
  const buttons = (
    <>
      {status === 'approved' ? null : (
        <button
          type="button"
          disabled={approve.isPending || !online}
          title={online ? undefined : OFFLINE_REASON}
          onClick={() => decide(true)}
          className="btn-primary px-3 py-1.5"
        >
          {APPEARANCE_MSG.approve}
        </button>
      )}
      {status === 'rejected' ? null : (
        <button
          type="button"
          disabled={approve.isPending || !online}
          title={online ? undefined : OFFLINE_REASON}
          onClick={() => decide(false)}
          className="btn-secondary px-3 py-1.5"
        >
          {APPEARANCE_MSG.reject}
        </button>
      )}
    </>
  )
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <span className="mr-auto text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {REVIEW_STATUS_TEXT[status]} <WaitingToSend pending={queued} />
      </span>
      {status === 'pending' ? (
        buttons
      ) : changing ? (
        <>
          {buttons}
          <button
            type="button"
            onClick={() => setChanging(false)}
            className="btn-secondary px-3 py-1.5"
          >
            {APPEARANCE_MSG.cancel}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setChanging(true)}
          className="btn-secondary px-3 py-1.5"
        >
          {APPEARANCE_MSG.changeStatus}
        </button>
      )}
    </div>
  )
}
