import { reviewStore } from './review-store'

/** The id of the appearance list's heading, where opening the review brings the reader. */
export const APPEARANCES_HEADING_ID = 'appearances-heading'

/**
 * Opens the creator's review: straight to what waits when anything does, else with the saved
 * filter. The list's heading then takes the focus and comes into view, as the toolbar and the
 * pending banner both sit above the fold while the list starts below it on a phone.
 */
export function openReview(waiting: number) {
  if (waiting > 0) reviewStore.openPending()
  else reviewStore.startReviewing()
  requestAnimationFrame(() => {
    const heading = document.getElementById(APPEARANCES_HEADING_ID)
    if (!heading) return
    heading.focus({ preventScroll: true })
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
    // Optional: jsdom, where the component tests run, has no scrolling.
    heading.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' })
  })
}
