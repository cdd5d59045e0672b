import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { HASHTAG_MIN_CHARS } from '~/shared/constants'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { SEEN_MSG } from '~/shared/seen-messages'

/** Tag names change slowly; one answer per two-letter prefix serves a whole session's typing. */
const TAGS_STALE_MS = 10 * 60_000

export const tagKeys = {
  prefix: (prefix: string) => ['tags', 'prefix', prefix] as const,
}

/**
 * SPEC §5 hashtag search: GET /api/tags/autocomplete?search= for the first two letters only;
 * longer text narrows the cached answer locally. Disabled below two letters.
 */
export const tagsByPrefixQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: tagKeys.prefix(prefix),
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/tags/autocomplete', tagsResponse, {
          searchParams: { search: prefix },
          signal,
        })
      ).tags,
    enabled: prefix.length >= HASHTAG_MIN_CHARS,
    staleTime: TAGS_STALE_MS,
    meta: { errorMessage: SEEN_MSG.tagsError },
  })
