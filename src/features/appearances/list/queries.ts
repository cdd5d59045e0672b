import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { noteListRead } from '~/lib/live-anchor'
import { APPEARANCE_MSG, type ReviewFilter } from '~/shared/appearance-messages'
import { APPEARANCE_PAGE_SIZE } from '~/shared/constants'
import {
  type Appearance,
  appearanceListResponse,
  appearanceRecordResponse,
} from '~/shared/schemas/appearance'

/** Every query key of appearances; a Seen's detail is the Seens feature's (`seenKeys`). */
export const appearanceKeys = {
  all: ['appearances'] as const,
  lists: (seenShortName: string) => ['appearances', 'list', seenShortName] as const,
  list: (seenShortName: string, filter: ReviewFilter) =>
    ['appearances', 'list', seenShortName, filter] as const,
  detail: (appearanceShortName: string) => ['appearances', 'detail', appearanceShortName] as const,
}

const path = (part: string) => encodeURIComponent(part)

/** docs/product.md#calls GET /api/appearance/list/{seenShortName}?limit=15&offset={n}. */
export async function fetchAppearancePage(
  seenShortName: string,
  offset: number,
  filter: ReviewFilter,
  signal?: AbortSignal,
): Promise<Appearance[]> {
  const searchParams: Record<string, string> = {
    limit: String(APPEARANCE_PAGE_SIZE),
    offset: String(offset),
  }
  if (filter !== 'viewer') searchParams.filter = filter
  const body = await api.get(
    `/api/appearance/list/${path(seenShortName)}`,
    appearanceListResponse,
    {
      searchParams,
      signal,
    },
  )
  if (offset === 0) noteListRead(seenShortName, filter, body.liveEventId)
  return body.appearances
}

/** docs/product.md#states list loading: pages of 15 until a page comes back short. */
export const appearanceListQuery = (seenShortName: string, filter: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: appearanceKeys.list(seenShortName, filter),
    queryFn: ({ pageParam, signal }) =>
      fetchAppearancePage(seenShortName, pageParam, filter, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Appearance[], pages: Appearance[][]) =>
      last.length < APPEARANCE_PAGE_SIZE ? undefined : pages.length * APPEARANCE_PAGE_SIZE,
    meta: { errorMessage: APPEARANCE_MSG.listError, persist: true },
  })

/** docs/product.md#calls GET /api/appearance/{appearanceShortName}: load for edit. */
export const appearanceDetailQuery = (appearanceShortName: string) =>
  queryOptions({
    queryKey: appearanceKeys.detail(appearanceShortName),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/appearance/${path(appearanceShortName)}`, appearanceRecordResponse, {
          signal,
        })
      ).appearanceRecord,
    meta: { persist: true },
  })
