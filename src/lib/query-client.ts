import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { CommunicationError } from './api'
import { notifyError } from './notify'
import { reportConnectionLost } from './offline/connectivity'
import { PERSIST_MAX_AGE_MS } from './offline/persist-filter'
import './query-meta'

/** A request that did not reach the server means we are offline until a probe says otherwise. */
function noticeLostConnection(error: unknown) {
  if (error instanceof CommunicationError && error.status === 0) reportConnectionLost()
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // Only a first load toasts: a failed background refetch keeps showing the data it has.
      onError: (error, query) => {
        noticeLostConnection(error)
        const fallback = query.meta?.errorMessage
        if (fallback !== undefined && query.state.data === undefined) notifyError(error, fallback)
      },
    }),
    mutationCache: new MutationCache({ onError: noticeLostConnection }),
    defaultOptions: {
      // Kept as long as the persisted copy lives, so unused queries still reach it
      // (docs/architecture/offline.md).
      // A read is tried again by the HTTP client's one retry rule (lib/api.ts), not here too.
      queries: { retry: false, gcTime: PERSIST_MAX_AGE_MS },
    },
  })
}

/** When this page started (epoch ms): an answer older than that came from the saved cache. */
const PAGE_STARTED_AT = performance.timeOrigin

/**
 * The stale time of a query a route's loader starts: an answer fetched since this page started
 * is fresh for `ms`, so the page that mounts right after its loader does not ask again; one the
 * saved cache restored (a reload, a new visit) is stale at once and asked for on mount.
 */
export const freshSincePageStart =
  (ms: number) =>
  (query: { state: { dataUpdatedAt: number } }): number =>
    query.state.dataUpdatedAt >= PAGE_STARTED_AT ? ms : 0
