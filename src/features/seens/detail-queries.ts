import { onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api, READ_DEADLINE_MS } from '~/lib/api'
import { noteListRead, VIEWER_LIST } from '~/lib/live-anchor'
import { cacheRestored } from '~/lib/offline/active-outbox'
import { APPEARANCE_PAGE_SIZE } from '~/shared/constants'
import { type SeenDetail, seenDetailResponse } from '~/shared/schemas/seen-detail'
import { seenKeys } from './queries'

/**
 * A detail read this recently is not fetched again when the page mounts after its loader; nor is
 * the first page of appearances it carries.
 */
export const DETAIL_STALE_MS = 30_000

/**
 * docs/product.md#calls GET /api/seen/{shortname}?limit=15&offset=0: the Seen and its first
 * appearances.
 */
export async function fetchSeenDetail(
  shortName: string,
  signal?: AbortSignal,
): Promise<SeenDetail> {
  const body = await api.get(`/api/seen/${encodeURIComponent(shortName)}`, seenDetailResponse, {
    searchParams: { limit: APPEARANCE_PAGE_SIZE, offset: 0 },
    signal,
  })
  noteListRead(shortName, VIEWER_LIST, body.liveEventId)
  return body.seen
}

export const seenDetailQueryOptions = (shortName: string) =>
  queryOptions({
    queryKey: seenKeys.detail(shortName),
    queryFn: ({ signal }) => fetchSeenDetail(shortName, signal),
    staleTime: DETAIL_STALE_MS,
    meta: { persist: true },
  })

/**
 * A route loader's part (Seen page, edit mode of the form): load the Seen with the page when
 * online; a failure, or waiting while offline, is the page's own state to show.
 */
export async function preloadSeenDetail(queryClient: QueryClient, shortName: string | undefined) {
  if (!shortName || !onlineManager.isOnline()) return
  const options = seenDetailQueryOptions(shortName)
  // Asked at once, beside the restore of the saved cache rather than after it: a first visit
  // has nothing saved, and a restored copy never replaces the fresher answer (hydration
  // compares their dates).
  const load = queryClient.ensureQueryData(options)
  // A restored copy is shown as soon as it is there, without waiting for the network.
  const restoredCopy = new Promise<void>((shown) => {
    void (cacheRestored() ?? Promise.resolve()).then(() => {
      if (queryClient.getQueryData(options.queryKey) !== undefined) shown()
    })
  })
  // Never longer than a read's deadline: a retry paused by a lost connection would otherwise
  // hold the page blank until the link returns; the page shows its own waiting state instead.
  const deadline = new Promise((done) => setTimeout(done, READ_DEADLINE_MS))
  await Promise.race([load.catch(() => undefined), restoredCopy, deadline])
}
