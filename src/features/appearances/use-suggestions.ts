import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { HASHTAG_DEBOUNCE_MS } from '~/shared/constants'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { SEEN_MSG } from '~/shared/seen-messages'
import { mentionSuggestions, type TextTrigger } from './text-trigger'

/** Tags from GET /api/tags/autocomplete (debounced 300 ms) for '#', placeholders for '@'. */
export function useSuggestions(at: TextTrigger | null): string[] {
  const tagQuery = useDebouncedValue(
    at?.trigger === '#' ? at.query.toLowerCase() : '',
    HASHTAG_DEBOUNCE_MS,
  )
  const { data } = useQuery({
    queryKey: ['tags', 'autocomplete', tagQuery],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/tags/autocomplete', tagsResponse, {
          searchParams: { search: tagQuery },
          signal,
        })
      ).tags,
    enabled: tagQuery.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: SEEN_MSG.tagsError },
  })
  if (!at) return []
  if (at.trigger === '@') return mentionSuggestions(at.query)
  const prefix = at.query.toLowerCase()
  return (data ?? []).filter((tag) => tag.startsWith(prefix) && tag !== prefix)
}
