import type { FilterSet } from '~/shared/schemas/seen-filter-set'

export const SEEN_LIST_TITLES = {
  following: 'Following Seens',
  all: 'All Seens',
  past: 'Past Seens',
  current: 'Current and upcoming Seens',
} as const

/**
 * docs/product.md#screens title of the Seen list: 'Following Seens' when the following filter is
 * on; 'All Seens' when the time filter is off; 'Past Seens' for past; else 'Current and upcoming
 * Seens'.
 */
export function seenListTitle(filters: Pick<FilterSet, 'following' | 'time'>): string {
  if (filters.following.isActive) return SEEN_LIST_TITLES.following
  if (!filters.time.isActive) return SEEN_LIST_TITLES.all
  return filters.time.isPast ? SEEN_LIST_TITLES.past : SEEN_LIST_TITLES.current
}
