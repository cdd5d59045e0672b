import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { HASHTAG_MIN_CHARS } from '~/shared/constants'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { SEEN_MSG } from '~/shared/seen-messages'
import { seenKeys } from '../queries'

/** Tag names change slowly; one answer per two-letter prefix serves a whole session's typing. */
const TAGS_STALE_MS = 10 * 60_000

/**
 * SPEC §5 hashtag search: GET /api/tags/autocomplete?search= for the first two letters only;
 * longer text narrows the cached answer locally. Disabled below two letters.
 */
export const tagsByPrefixQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: seenKeys.tagPrefix(prefix),
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

/** GET /api/tags/autocomplete for the whole text typed after '#' (a caption's suggestions). */
export const tagSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: seenKeys.tagSearch(query),
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/tags/autocomplete', tagsResponse, {
          searchParams: { search: query },
          signal,
        })
      ).tags,
    enabled: query.length > 0,
    staleTime: 60_000,
    meta: { errorMessage: SEEN_MSG.tagsError },
  })
