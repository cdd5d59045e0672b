import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { HASHTAG_MIN_CHARS } from '~/shared/constants'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { SEEN_MSG } from '~/shared/seen-messages'
import { seenKeys } from '../queries'

/** Tag names change slowly; one answer per two-letter prefix serves a whole session's typing. */
const TAGS_STALE_MS = 10 * 60_000

/**
 * docs/product.md#validation GET /api/tags/autocomplete?search=: the tags starting with `search`.
 */
async function fetchTags(search: string, signal: AbortSignal) {
  return (
    await api.get('/api/tags/autocomplete', tagsResponse, { searchParams: { search }, signal })
  ).tags
}

/**
 * docs/product.md#validation hashtag search: GET /api/tags/autocomplete?search= for the first two
 * letters only; longer text narrows the cached answer locally. Disabled below two letters.
 */
export const tagsByPrefixQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: seenKeys.tagPrefix(prefix),
    queryFn: ({ signal }) => fetchTags(prefix, signal),
    enabled: prefix.length >= HASHTAG_MIN_CHARS,
    staleTime: TAGS_STALE_MS,
    meta: { errorMessage: SEEN_MSG.tagsError },
  })

/**
 * The tags for the whole text typed after '#' (a caption's suggestions,
 * docs/product.md#validation).
 */
export const tagSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: seenKeys.tagSearch(query),
    queryFn: ({ signal }) => fetchTags(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
    meta: { errorMessage: SEEN_MSG.tagsError },
  })
