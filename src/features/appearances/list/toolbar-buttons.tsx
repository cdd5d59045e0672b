import { ClipboardCheck, Presentation, X } from 'lucide-react'
import { ToolbarAction } from '~/components/toolbar'
import { badgeText } from '~/shared/badge'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
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
  return (
    <ToolbarAction
      label={pending > 0 ? `${action} (${TOOLBAR_TEXT.pending(pending)})` : action}
      text="Review"
      icon={ClipboardCheck}
      pressed={reviewing}
      badge={pending > 0 ? badgeText(pending) : undefined}
      onClick={() => (reviewing ? reviewStore.stopReviewing() : openReview(pending))}
    />
  )
}

/** docs/product.md#screens toolbar: slideshow start or exit. */
export function SlideshowButton({ seen }: { seen: SeenDetail }) {
  const active = useSlideshowActive(seen.shortName)
  return (
    <ToolbarAction
      label={active ? TOOLBAR_TEXT.exitSlideshow : TOOLBAR_TEXT.slideshow}
      text={active ? TOOLBAR_TEXT.exitSlideshow : 'Slideshow'}
      icon={active ? X : Presentation}
      pressed={active}
      preload={LazySlideshow.preload}
      onClick={() => (active ? slideshowStore.stop() : slideshowStore.start(seen.shortName))}
    />
  )
}
