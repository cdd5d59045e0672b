import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Spinner } from '~/components/spinner'
import { DETAIL_STALE_MS } from '~/features/seens/detail-queries'
import { seenKeys } from '~/features/seens/queries'
import { askToLogIn, LOGIN_PROMPT_TEXT } from '~/features/session/login-prompt'
import { useFreshArrival } from '~/lib/fresh-arrival'
import { notify } from '~/lib/notify'
import { freshSincePageStart } from '~/lib/query-client'
import { useDrawnCount } from '~/lib/use-drawn-count'
import { APPEARANCE_MSG, type ReviewFilter } from '~/shared/appearance-messages'
import { INFINITE_SCROLL_MARGIN_PX } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { useRefetchWhenMoreWait } from '../moderation/review-all'
import { ReviewAllBar, waitingIn } from '../moderation/review-all-bar'
import { AppearanceCard } from './appearance-card'
import { appearanceListQuery } from './queries'
import { canEdit, canLike } from './visibility'

export const LIST_TEXT = {
  loading: 'Loading appearances',
  empty: 'No appearances yet.',
  retry: 'Try again',
} as const

/** What an empty list says under each review filter (the default: nothing posted yet). */
export const EMPTY_REVIEW_TEXT: Record<ReviewFilter, string> = {
  viewer: LIST_TEXT.empty,
  all: LIST_TEXT.empty,
  pending: 'No pending appearances.',
  approved: 'No approved appearances.',
  rejected: 'No rejected appearances.',
}

const askToLikePhoto = () => askToLogIn(LOGIN_PROMPT_TEXT.likePhoto)

/** Cards drawn with the data on a fresh arrival: the first row at the widest layout. */
const FIRST_CARDS = 3

interface AppearanceListProps {
  seen: SeenDetail
  filter: ReviewFilter
  loggedIn: boolean
  reviewing: boolean
  /** Opens the zoom on `a`, with the loaded list to step through. */
  onZoom: (a: Appearance, all: Appearance[]) => void
  onEdit: (a: Appearance) => void
}

/**
 * docs/product.md#states list loading: 15 per page, the next page when the end comes within 200 px.
 */
export function AppearanceList({
  seen,
  filter,
  loggedIn,
  reviewing,
  onZoom,
  onEdit,
}: AppearanceListProps) {
  const client = useQueryClient()
  const useSeenPage = filter === 'viewer' && !reviewing
  /** When the page's detail was read; a detail of unknown age counts as old. */
  const detailReadAt = () =>
    client.getQueryState(seenKeys.detail(seen.shortName))?.dataUpdatedAt ?? 0
  const query = useInfiniteQuery({
    ...appearanceListQuery(seen.shortName, filter),
    ...(useSeenPage
      ? {
          // The detail's first page, read when the detail was: read by the page's loader just
          // now, it is not asked for again on mount (a request, and a render, saved). A list kept
          // from before (the saved cache, after a reload) is asked for again, as always.
          initialData: { pages: [seen.appearances], pageParams: [0] },
          initialDataUpdatedAt: detailReadAt,
          staleTime: freshSincePageStart(DETAIL_STALE_MS),
        }
      : {}),
  })
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query
  const appearances = query.data?.pages.flat() ?? []
  const holdsWaiting = reviewing && (filter === 'pending' || filter === 'all')
  useRefetchWhenMoreWait(
    seen.shortName,
    waitingIn(appearances).length,
    holdsWaiting && query.isSuccess && !hasNextPage && !query.isFetching,
    refetch,
  )
  // Opened fresh, the page's first cards draw with the data and the others a task each after
  // them, beside the app's start (as the Seen list's do). Anywhere else all draw at once.
  const sliced = useFreshArrival()
  const drawn = useDrawnCount(
    `${seen.shortName}:${filter}`,
    appearances.length,
    FIRST_CARDS,
    !sliced,
  )
  // While only the first cards are drawn the list's end is in view: not a reason for page 2.
  const allDrawn = drawn === appearances.length
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || !allDrawn || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          fetchNextPage().then((result) => {
            if (result.isFetchNextPageError) notify.error(APPEARANCE_MSG.loadMoreError)
          })
        }
      },
      { rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, allDrawn])

  if (query.isPending) return <Spinner label={LIST_TEXT.loading} className="py-10" />
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 py-10 text-zinc-700 dark:text-zinc-300"
      >
        <p>{APPEARANCE_MSG.listError}</p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          {LIST_TEXT.retry}
        </button>
      </div>
    )
  }
  if (appearances.length === 0) {
    return (
      <p className="py-10 text-center text-zinc-600 dark:text-zinc-400">
        {EMPTY_REVIEW_TEXT[filter]}
      </p>
    )
  }
  return (
    <>
      {reviewing ? <ReviewAllBar appearances={appearances} /> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {appearances.slice(0, drawn).map((a) => (
          <li key={a.appearanceShortName}>
            <AppearanceCard
              appearance={a}
              seen={seen}
              canLike={canLike(loggedIn, seen, a)}
              onGuestLike={!loggedIn && canLike(true, seen, a) ? askToLikePhoto : undefined}
              canEdit={canEdit(seen, a)}
              reviewing={reviewing}
              moderating={seen.isCreator}
              onZoom={() => onZoom(a, appearances)}
              onEdit={() => onEdit(a)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {isFetchingNextPage ? <Spinner label={LIST_TEXT.loading} className="py-6" /> : null}
    </>
  )
}
