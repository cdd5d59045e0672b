import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { type BlockedPoster, blockedPostersResponse } from '~/shared/schemas/moderation'

/** Every query key of the host's blocked posters (docs/decisions/112-block-poster.md). */
export const posterBlockKeys = {
  all: ['poster-blocks'] as const,
  seen: (seenShortName: string) => ['poster-blocks', 'seen', seenShortName] as const,
}

/** GET /api/seen/blocked-posters/{seenShortName}: the creator's list, newest first. */
export const blockedPostersQueryOptions = (seenShortName: string) =>
  queryOptions({
    queryKey: posterBlockKeys.seen(seenShortName),
    queryFn: async ({ signal }): Promise<BlockedPoster[]> =>
      (
        await api.get(
          `/api/seen/blocked-posters/${encodeURIComponent(seenShortName)}`,
          blockedPostersResponse,
          { signal },
        )
      ).blockedPosters,
    meta: { persist: true },
  })
