import { ArrowUp } from 'lucide-react'
import { canReview } from '~/features/appearances/list/visibility'
import { useReviewState } from '~/features/appearances/moderation/review-store'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { useLiveSeen } from '../use-live-seen'

export const LIVE_TEXT = {
  newPhotos: (count: number) => (count === 1 ? '1 new photo' : `${count} new photos`),
} as const

/**
 * Keeps the Seen page live: new photos appear at the top as they arrive; a reader who has
 * scrolled down gets a "3 new photos" button instead of a list that moves under their finger.
 */
export function LiveUpdates({ seen }: { seen: SeenDetail }) {
  const review = useReviewState()
  const filter = review.reviewing && canReview(seen) ? review.filter : 'viewer'
  const { waiting, show } = useLiveSeen(seen.shortName, { applyToCache: true, filter })
  if (waiting.length === 0) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center">
      <button
        type="button"
        onClick={show}
        className="btn-primary pointer-events-auto inline-flex items-center gap-2 rounded-full shadow-lg"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {LIVE_TEXT.newPhotos(waiting.length)}
      </button>
    </div>
  )
}
