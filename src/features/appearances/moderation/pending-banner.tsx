import { ClipboardCheck } from 'lucide-react'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { canReview } from '../list/visibility'
import { REVIEW_ALL_TEXT, useWaitingPhotos } from './review-all'
import { openReview } from './review-open'
import { useReviewState } from './review-store'

/**
 * The host's "3 photos waiting — Review" under the Seen's title, as soon as the live stream
 * counts any: one tap opens the waiting photos and brings them into view. Not shown while the
 * host already looks at them. Its region is there from the start so that a screen reader hears
 * it arrive.
 */
export function PendingBanner({ seen }: { seen: SeenDetail }) {
  const waiting = useWaitingPhotos(seen.shortName) ?? 0
  const review = useReviewState()
  const looking = review.reviewing && review.filter === 'pending'
  if (!canReview(seen)) return null
  return (
    <div role="status" className="empty:hidden">
      {waiting > 0 && !looking ? (
        <button
          type="button"
          aria-label={REVIEW_ALL_TEXT.banner(waiting)}
          onClick={() => openReview(waiting)}
          className="focus-ring flex w-full items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-left font-semibold text-amber-950 shadow-sm hover:bg-amber-100 sm:w-auto dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 dark:hover:bg-amber-900"
        >
          <ClipboardCheck aria-hidden="true" className="size-5 shrink-0" />
          <span className="mr-auto">{REVIEW_ALL_TEXT.waiting(waiting)}</span>
          <span className="rounded-lg bg-amber-900 px-3 py-1 text-sm text-white dark:bg-amber-200 dark:text-amber-950">
            {REVIEW_ALL_TEXT.review}
          </span>
        </button>
      ) : null}
    </div>
  )
}
