import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { freshSincePageStart } from '~/lib/query-client'
import { SEEN_LIST_PAGE_SIZE } from '~/shared/constants'
import { type SeenListItem, seenListResponse } from '~/shared/schemas/seen'
import { trendingListSearchParams } from '~/shared/seen-list-params'
import { SEEN_MSG } from '~/shared/seen-messages'
import type { ListCriteria } from './list/list-criteria'

/**
 * Every query key of the Seens feature. Other features import these (or the factories below)
 * instead of writing a key out.
 */
export const seenKeys = {
  all: ['seens'] as const,
  lists: ['seens', 'list'] as const,
  list: (filters: ListCriteria) => ['seens', 'list', filters] as const,
  details: ['seens', 'detail'] as const,
  detail: (shortName: string) => ['seens', 'detail', shortName] as const,
  postable: ['seens', 'postable'] as const,
  tagPrefix: (prefix: string) => ['tags', 'prefix', prefix] as const,
  tagSearch: (query: string) => ['tags', 'search', query] as const,
}

/** docs/product.md#calls GET /api/seen/trendinglist, one page of 15 from offset page × 15. */
export async function fetchSeenListPage(
  filters: ListCriteria,
  page: number,
  signal?: AbortSignal,
): Promise<SeenListItem[]> {
  const searchParams = trendingListSearchParams({
    ...filters,
    limit: SEEN_LIST_PAGE_SIZE,
    offset: page * SEEN_LIST_PAGE_SIZE,
  })
  return (await api.get('/api/seen/trendinglist', seenListResponse, { searchParams, signal }))
    .seenList
}

/** How long a list the page asked for is not asked for again (its loader's, at its mount). */
const LIST_FRESH_MS = 10_000

/**
 * The endless Seen list (docs/product.md#states List loading): page 0 first, the next page while
 * the last one came back full. A new filter set is a new key, so it starts again at page 0.
 */
export const seenListQueryOptions = (filters: ListCriteria) =>
  infiniteQueryOptions({
    queryKey: seenKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchSeenListPage(filters, pageParam, signal),
    getNextPageParam: (last, _pages, page) =>
      last.length < SEEN_LIST_PAGE_SIZE ? undefined : page + 1,
    staleTime: freshSincePageStart(LIST_FRESH_MS),
    // The "people I follow" filter changes with every follow.
    meta: { errorMessage: SEEN_MSG.listError, persist: true, staleAfter: ['follows'] },
  })
