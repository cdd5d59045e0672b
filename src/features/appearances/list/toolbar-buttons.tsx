import { ClipboardCheck, Presentation, X } from 'lucide-react'
import { TOOLBAR_BUTTON_CLASS, ToolbarLabel } from '~/components/toolbar'
import { badgeText } from '~/shared/badge'
import type { SeenDetail } from '~/shared/schemas/seen'
import { useWaitingPhotos } from '../moderation/review-all'
import { openReview } from '../moderation/review-open'
import { reviewStore, useReviewState } from '../moderation/review-store'
import { slideshowStore, useSlideshowActive } from '../slideshow/slideshow-store'
import { LazySlideshow } from './lazy-parts'
import { canReview } from './visibility'

export const TOOLBAR_TEXT = {
  review: 'Review appearances',
  stopReview: 'Stop reviewing appearances',
  slideshow: 'Start slideshow',
  exitSlideshow: 'Exit slideshow',
  pending: (count: number) => `${count} waiting`,
} as const

/**
 * docs/product.md#roles toolbar: review appearances, for the creator of a Seen that requires
 * approval. While photos wait it opens them, as the pending banner does; pressed again it ends the
 * review.
 */
export function ReviewAppearancesButton({ seen }: { seen: SeenDetail }) {
  const { reviewing } = useReviewState()
  const pending = useWaitingPhotos(seen.shortName) ?? 0
  if (!canReview(seen)) return null
  const action = reviewing ? TOOLBAR_TEXT.stopReview : TOOLBAR_TEXT.review
  const label = pending > 0 ? `${action} (${TOOLBAR_TEXT.pending(pending)})` : action
  return (
    <button
      type="button"
      aria-pressed={reviewing}
      aria-label={label}
      title={label}
      onClick={() => (reviewing ? reviewStore.stopReviewing() : openReview(pending))}
      className={TOOLBAR_BUTTON_CLASS}
    >
      <ClipboardCheck aria-hidden="true" className="size-5" />
      <ToolbarLabel>Review</ToolbarLabel>
      {pending > 0 ? (
        <span
          aria-hidden="true"
          className="min-w-5 rounded-full bg-red-700 px-1.5 text-xs font-bold text-white tabular-nums"
        >
          {badgeText(pending)}
        </span>
      ) : null}
    </button>
  )
}

/** docs/product.md#screens toolbar: slideshow start or exit. */
export function SlideshowButton({ seen }: { seen: SeenDetail }) {
  const active = useSlideshowActive(seen.shortName)
  const label = active ? TOOLBAR_TEXT.exitSlideshow : TOOLBAR_TEXT.slideshow
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      onPointerEnter={LazySlideshow.preload}
      onFocus={LazySlideshow.preload}
      onClick={() => (active ? slideshowStore.stop() : slideshowStore.start(seen.shortName))}
      className={TOOLBAR_BUTTON_CLASS}
    >
      {active ? (
        <X aria-hidden="true" className="size-5" />
      ) : (
        <Presentation aria-hidden="true" className="size-5" />
      )}
      <ToolbarLabel>Slideshow</ToolbarLabel>
    </button>
  )
}
