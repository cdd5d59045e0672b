import { useEffect, useRef } from 'react'
import { forgetScroll, recallScroll } from './scroll-memory'

interface ListProgress {
  /** The list's first page is shown. */
  ready: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight

/**
 * Back on the list after opening a Seen: scrolls to the remembered position of this list,
 * loading further pages first when the cached ones do not reach that far.
 */
export function useScrollRestore(list: string, progress: ListProgress) {
  const target = useRef<number | null | undefined>(undefined)
  const { ready, hasNextPage, isFetchingNextPage, fetchNextPage } = progress
  useEffect(() => {
    if (!ready) return
    if (target.current === undefined) target.current = recallScroll(list)
    const y = target.current
    if (y === null) return
    if (maxScrollY() < y && hasNextPage) {
      if (!isFetchingNextPage) fetchNextPage()
      return
    }
    window.scrollTo(0, y)
    target.current = null
    forgetScroll()
  }, [list, ready, hasNextPage, isFetchingNextPage, fetchNextPage])
}
