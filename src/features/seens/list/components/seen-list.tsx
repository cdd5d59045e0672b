import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Spinner } from '~/components/spinner'
import { removeBootPreview } from '~/lib/boot-preview'
import { notifyError } from '~/lib/notify'
import { useDrawnCount } from '~/lib/use-drawn-count'
import type { SeenListItem } from '~/shared/schemas/seen'
import { SEEN_MSG } from '~/shared/seen-messages'
import { seenListQueryOptions } from '../../queries'
import { useSeenBookmark, useSeenLike } from '../../use-seen-reactions'
import type { ListCriteria } from '../list-criteria'
import { SEEN_LIST_TEXT } from '../list-messages'
import { recallScroll, rememberScroll } from '../scroll-memory'
import { useInfiniteScroll } from '../use-infinite-scroll'
import { useScrollRestore } from '../use-scroll-restore'
import { SeenCard } from './seen-card'

function ListStatus({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-zinc-700 dark:text-zinc-300">{text}</p>
      {onRetry && (
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {SEEN_LIST_TEXT.retry}
        </button>
      )}
    </div>
  )
}

/** Cards in view on arrival (one column on a phone, two side by side from `md`). */
const PRIORITY_CARDS = 2

const Loading = () => (
  <div className="flex items-center justify-center gap-2 py-8 text-zinc-700 dark:text-zinc-300">
    <Spinner label={SEEN_LIST_TEXT.loading} />
    <span aria-hidden="true">{SEEN_LIST_TEXT.loading}</span>
  </div>
)

interface SeenListProps {
  criteria: ListCriteria
  signedIn: boolean
}

/**
 * docs/product.md#screens endless Seen list: 15 per page, the next one 200 px before the end, until
 * one is short.
 */
export function SeenList({ criteria, signedIn }: SeenListProps) {
  const list = useInfiniteQuery(seenListQueryOptions(criteria))
  const listId = JSON.stringify(criteria)
  const setLike = useSeenLike()
  const setBookmark = useSeenBookmark()
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, error } = list
  const all = list.data?.pages.flat() ?? []
  // Going back to a remembered position needs every card there to measure the way down.
  const [restoring] = useState(() => recallScroll(listId) !== null)
  const drawn = useDrawnCount(listId, all.length, PRIORITY_CARDS, restoring)

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])
  // The same functions from render to render: a drawn card is not drawn again for the next one.
  const onLike = useCallback(
    (seen: SeenListItem) => setLike(seen.shortName, !seen.isLiked),
    [setLike],
  )
  const onBookmark = useCallback(
    (seen: SeenListItem) => setBookmark(seen.shortName, !seen.isBookmarked),
    [setBookmark],
  )
  const onOpen = useCallback(() => rememberScroll(listId, window.scrollY), [listId])
  // While only the first cards are drawn the list's end is in view: not a reason for page 2.
  const allDrawn = drawn === all.length
  const canLoadMore = allDrawn && hasNextPage && !isFetchingNextPage && !isFetchNextPageError
  useInfiniteScroll(sentinel, canLoadMore, loadMore)
  useScrollRestore(listId, {
    // Measured against the first cards alone, the list looked too short to scroll that far.
    ready: list.isSuccess && allDrawn,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: loadMore,
  })
  const settled = !list.isPending || list.fetchStatus === 'paused'
  useEffect(() => {
    // The list now shows its cards, or why it cannot: the server's preview of its first may go.
    if (settled) removeBootPreview()
  }, [settled])
  useEffect(() => {
    // The first page's failure is toasted by the query cache; a later page's is reported here.
    if (isFetchNextPageError) notifyError(error, SEEN_MSG.listError)
  }, [isFetchNextPageError, error])

  if (list.isPending) {
    if (list.fetchStatus === 'paused') {
      return <ListStatus text={SEEN_LIST_TEXT.offline} />
    }
    return <Loading />
  }
  if (list.isError)
    return <ListStatus text={SEEN_MSG.listError} onRetry={() => void list.refetch()} />

  if (all.length === 0) return <ListStatus text={SEEN_LIST_TEXT.empty} />
  const seens = all.slice(0, drawn)
  return (
    <div>
      <ul aria-label="Seens" className="grid gap-5 md:grid-cols-2">
        {seens.map((seen, index) => (
          <li key={seen.shortName} className="flex">
            <SeenCard
              seen={seen}
              signedIn={signedIn}
              onLike={onLike}
              onBookmark={onBookmark}
              onOpen={onOpen}
              priority={index < PRIORITY_CARDS}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && <Loading />}
      {isFetchNextPageError && <ListStatus text={SEEN_MSG.listError} onRetry={loadMore} />}
    </div>
  )
}
