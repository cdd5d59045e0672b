import { useEffect, useState } from 'react'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { FILTER_SETTLING_MS } from '~/shared/constants'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import { loadFilterSet, saveFilterSet } from './filter-storage'

export type FilterUpdate = (update: (filters: FilterSet) => FilterSet) => void

export interface SeenFilters {
  /** What the panel shows: every change at once. */
  draft: FilterSet
  /**
   * What the list uses: the draft once it has settled for 500 ms (docs/product.md#states,
   * #constants).
   */
  applied: FilterSet
  update: FilterUpdate
}

/**
 * The filter set of `owner` (username, or 'Guest'), restored from local storage on mount and
 * saved on every change (docs/product.md#states Filters). Mount it per owner (a `key`), so a change
 * of user starts from that user's own filters.
 */
export function useSeenFilters(owner: string): SeenFilters {
  const [draft, setDraft] = useState(() => loadFilterSet(owner))
  const applied = useDebouncedValue(draft, FILTER_SETTLING_MS)
  useEffect(() => saveFilterSet(owner, draft), [owner, draft])
  return { draft, applied, update: setDraft }
}
