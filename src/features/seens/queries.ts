import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { SEEN_LIST_PAGE_SIZE } from '~/shared/constants'
import { type SeenListItem, seenListResponse } from '~/shared/schemas/seen'
import { trendingListSearchParams } from '~/shared/schemas/seen-list-query'
import { SEEN_MSG } from '~/shared/seen-messages'
import type { ListCriteria } from './list/list-criteria'

/** Keys of the Seen list (brief §6: the offline persister relies on the prefix). */
export const seenListKeys = {
  all: ['seens', 'list'] as const,
  list: (filters: ListCriteria) => ['seens', 'list', filters] as const,
}

/** SPEC §7 GET /api/seen/trendinglist, one page of 15 from offset page × 15. */
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

/**
 * The endless Seen list (SPEC §4 List loading): page 0 first, the next page while the last one
 * came back full. A new filter set is a new key, so it starts again at page 0.
 */
export const seenListQueryOptions = (filters: ListCriteria) =>
  infiniteQueryOptions({
    queryKey: seenListKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchSeenListPage(filters, pageParam, signal),
    getNextPageParam: (last, _pages, page) =>
      last.length < SEEN_LIST_PAGE_SIZE ? undefined : page + 1,
    meta: { errorMessage: SEEN_MSG.listError },
  })
