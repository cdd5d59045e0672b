import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { TIMELINE_PAGE_SIZE } from '~/shared/constants'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { timelineResponse } from '~/shared/schemas/timeline'

/** Every query key of the activity feature. */
export const timelineKeys = { all: ['timeline'] as const }

/**
 * docs/product.md#calls GET /api/timeline, page 1 first; Load More asks for the next while hasNext.
 */
export const timelineQuery = () =>
  infiniteQueryOptions({
    queryKey: timelineKeys.all,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/timeline', timelineResponse, {
        searchParams: { pageNumber: pageParam, pageSize: TIMELINE_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.hasNext ? pageParam + 1 : undefined),
    meta: { errorMessage: PEOPLE_MSG.timelineFailed, persist: true },
  })
