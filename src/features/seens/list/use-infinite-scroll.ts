import { type RefObject, useEffect } from 'react'
import { INFINITE_SCROLL_MARGIN_PX } from '~/shared/constants'

/**
 * Calls `loadMore` whenever `sentinel` comes within 200 px of the viewport
 * (docs/product.md#constants) while `enabled`. The observer is renewed after each load, so a page
 * that does not fill the screen is followed by the next one at once.
 */
export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  enabled: boolean,
  loadMore: () => void,
) {
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel, enabled, loadMore])
}
