import { placeName } from '~/shared/place-name'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import { activeSections } from './list-criteria'

export type FilterSection = keyof ReturnType<typeof activeSections>

/** docs/product.md#screens: what each section's header shows while it is active (else 'None'). */
export function sectionChips(filters: FilterSet): Record<FilterSection, string[]> {
  const active = activeSections(filters)
  const { geo, hashtag, time } = filters
  const count = hashtag.tags.length
  const place = placeName(geo) || 'Current position'
  return {
    geo: active.geo ? [`${place} · ${geo.radius} km`] : [],
    hashtag: active.hashtag ? [`${count} ${count === 1 ? 'hashtag' : 'hashtags'}`] : [],
    bookmark: active.bookmark ? ['Bookmarked'] : [],
    time: active.time ? [time.isPast ? 'Past' : 'Current and upcoming'] : [],
    following: active.following ? ['Following'] : [],
    membership: active.membership ? ['Member'] : [],
  }
}
