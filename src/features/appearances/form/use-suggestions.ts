import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { tagSearchQueryOptions } from '~/features/seens/list/tag-queries'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { HASHTAG_DEBOUNCE_MS } from '~/shared/constants'
import { mentionSuggestions, type TextTrigger } from './text-trigger'

/** Tags from GET /api/tags/autocomplete (debounced 300 ms) for '#', placeholders for '@'. */
export function useSuggestions(at: TextTrigger | null): string[] {
  const tagQuery = useDebouncedValue(
    at?.trigger === '#' ? at.query.toLowerCase() : '',
    HASHTAG_DEBOUNCE_MS,
  )
  const { data } = useQuery({
    ...tagSearchQueryOptions(tagQuery),
    placeholderData: keepPreviousData,
  })
  if (!at) return []
  if (at.trigger === '@') return mentionSuggestions(at.query)
  const prefix = at.query.toLowerCase()
  return (data ?? []).filter((tag) => tag.startsWith(prefix) && tag !== prefix)
}
