import { Check, X } from 'lucide-react'
import type { Appearance } from '~/shared/schemas/appearance'
import { isWaitingToUpload } from '../list/cache'
import { isPendingApproval } from './approval-kind'
import { REVIEW_ALL_TEXT, useDecideAll } from './review-all'

/** What a review list can decide at once: its photos that wait (not the host's own uploads). */
export const waitingIn = (appearances: Appearance[]) =>
  appearances.filter((a) => isPendingApproval(a) && !isWaitingToUpload(a))

/** Over the review list, while photos in it wait: Approve all / Reject all, each with Undo. */
export function ReviewAllBar({ appearances }: { appearances: Appearance[] }) {
  const decideAll = useDecideAll()
  const waiting = waitingIn(appearances)
  if (waiting.length === 0) return null
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center dark:border-zinc-800 dark:bg-zinc-900">
      <p className="font-semibold text-zinc-900 sm:mr-auto dark:text-zinc-100">
        {REVIEW_ALL_TEXT.waiting(waiting.length)}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <button type="button" onClick={() => decideAll(waiting, true)} className="btn-primary">
          <Check aria-hidden="true" className="size-4" />
          {REVIEW_ALL_TEXT.approveAll}
        </button>
        <button type="button" onClick={() => decideAll(waiting, false)} className="btn-secondary">
          <X aria-hidden="true" className="size-4" />
          {REVIEW_ALL_TEXT.rejectAll}
        </button>
      </div>
    </div>
  )
}
