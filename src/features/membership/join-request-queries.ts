import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { joinRequestsResponse } from '~/shared/schemas/join-request'

/** Every query key of join requests. */
export const joinRequestKeys = {
  user: ['join-requests', 'user'] as const,
  seen: (seenShortName: string) => ['join-requests', 'seen', seenShortName] as const,
}

/** docs/product.md#calls GET /api/seen/joinrequests/user: the signed-in user's own requests. */
export const userJoinRequestsQueryOptions = () =>
  queryOptions({
    queryKey: joinRequestKeys.user,
    queryFn: async ({ signal }) =>
      (await api.get('/api/seen/joinrequests/user', joinRequestsResponse, { signal })).requests,
    meta: { persist: true },
  })

/** docs/product.md#calls GET /api/seen/joinrequests/seen/{seenShortName}: the creator's list. */
export const seenJoinRequestsQueryOptions = (seenShortName: string) =>
  queryOptions({
    queryKey: joinRequestKeys.seen(seenShortName),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/seen/joinrequests/seen/${encodeURIComponent(seenShortName)}`,
          joinRequestsResponse,
          { signal },
        )
      ).requests,
    meta: { persist: true },
  })
