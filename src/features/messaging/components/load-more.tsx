import type { InfiniteQueryObserverResult } from '@tanstack/react-query'
import { useId } from 'react'
import { notifyError } from '~/lib/notify'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'

interface LoadMoreProps {
  query: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>
  /** What the list is, for the button's accessible name ('Load more inbox messages'). */
  what: string
  /**
   * docs/product.md#error-texts failure text when the next page does not load (the server's message
   * wins).
   */
  failure: string
}

/**
 * Inbox and Sent come 50 at a time (docs/product.md#constants); this asks for the next 50. It is
 * gone once a page came back short (nothing more), and disabled offline with the reason beside it.
 */
export function LoadMore({ query, what, failure }: LoadMoreProps) {
  const online = useOnline()
  const reasonId = useId()
  if (!query.hasNextPage) return null
  const loadMore = async () => {
    const result = await query.fetchNextPage()
    if (result.isFetchNextPageError) notifyError(result.error, failure)
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        aria-label={`Load more ${what}`}
        aria-describedby={online ? undefined : reasonId}
        disabled={!online || query.isFetchingNextPage}
        onClick={() => void loadMore()}
      >
        {query.isFetchingNextPage ? 'Loading…' : 'Load More'}
      </button>
      {!online && (
        <p id={reasonId} className="text-sm text-zinc-700 dark:text-zinc-300">
          {OFFLINE_REASON}
        </p>
      )}
    </div>
  )
}
