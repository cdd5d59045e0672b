import { MAX_TAGS_SENT } from '~/shared/constants'
import type { TrendingListQuery } from '~/shared/schemas/seen'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'

/** What the list is filtered by: the trendinglist query without its page (the query key's part). */
export type ListCriteria = Omit<TrendingListQuery, 'limit' | 'offset'>

/**
 * The filters that really apply: a guest cannot use bookmark, following or My Seens
 * (docs/product.md#screens, the server answers 401), so for guests they are off whatever was saved.
 */
export function effectiveFilterSet(filters: FilterSet, signedIn: boolean): FilterSet {
  if (signedIn) return filters
  return {
    ...filters,
    bookmark: { isActive: false },
    following: { isActive: false },
    membership: { isActive: false },
  }
}

export const hasGeoCenter = (geo: FilterSet['geo']) => geo.lat !== null && geo.lng !== null

/** Which of the six sections (docs/product.md#screens) currently narrow the list. */
export function activeSections(filters: FilterSet) {
  return {
    geo: filters.geo.isActive && hasGeoCenter(filters.geo),
    hashtag: filters.hashtag.isActive && filters.hashtag.tags.length > 0,
    bookmark: filters.bookmark.isActive,
    time: filters.time.isActive,
    following: filters.following.isActive,
    membership: filters.membership.isActive,
  }
}

/** docs/product.md#screens: the filter button is highlighted when any filter is active. */
export const activeFilterCount = (filters: FilterSet) =>
  Object.values(activeSections(filters)).filter(Boolean).length

/**
 * The list criteria of an (effective) filter set, with only active filters present, so two
 * filter sets that list the same Seens share one query key and one cached list.
 */
export function listCriteria(filters: FilterSet): ListCriteria {
  const active = activeSections(filters)
  const criteria: ListCriteria = {}
  const { lat, lng, radius } = filters.geo
  if (active.geo && lat !== null && lng !== null) Object.assign(criteria, { lat, lng, radius })
  if (active.hashtag) criteria.tags = filters.hashtag.tags.slice(0, MAX_TAGS_SENT)
  if (active.bookmark) criteria.bookmarked = true
  if (active.time) criteria.past = filters.time.isPast
  if (active.following) criteria.following = true
  if (active.membership) criteria.membership = true
  return criteria
}
