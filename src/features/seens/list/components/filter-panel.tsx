import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import { sectionChips } from '../filter-chips'
import { FILTER_SECTIONS, SEEN_LIST_TEXT } from '../list-messages'
import type { FilterUpdate } from '../use-seen-filters'
import { FilterSection } from './filter-section'
import { FilterSwitch } from './filter-switch'
import { GeoFilter } from './geo-filter'
import { HashtagFilter } from './hashtag-filter'
import { TimeFilter } from './time-filter'

export interface FilterPanelProps {
  filters: FilterSet
  update: FilterUpdate
  signedIn: boolean
}

type Flag = 'bookmark' | 'following' | 'membership'

/**
 * docs/product.md#screens filter panel: six collapsible sections, each header showing its chips or
 * 'None'.
 */
export default function FilterPanel({ filters, update, signedIn }: FilterPanelProps) {
  const chips = sectionChips(filters)
  const setFlag = (key: Flag) => (isActive: boolean) =>
    update((current) => ({ ...current, [key]: { isActive } }))
  const guestText = (text: string) => (signedIn ? undefined : text)
  return (
    <div className="flex flex-col">
      <FilterSection title={FILTER_SECTIONS.geo} chips={chips.geo}>
        <GeoFilter geo={filters.geo} update={update} />
      </FilterSection>
      <FilterSection title={FILTER_SECTIONS.hashtag} chips={chips.hashtag}>
        <HashtagFilter tags={filters.hashtag.tags} update={update} />
      </FilterSection>
      <FilterSection title={FILTER_SECTIONS.bookmark} chips={chips.bookmark}>
        <FilterSwitch
          label="Only Seens I bookmarked"
          checked={filters.bookmark.isActive}
          onCheckedChange={setFlag('bookmark')}
          disabledText={guestText(SEEN_LIST_TEXT.filterNeedsLogin)}
        />
      </FilterSection>
      <FilterSection title={FILTER_SECTIONS.time} chips={chips.time}>
        <TimeFilter time={filters.time} update={update} />
      </FilterSection>
      <FilterSection title={FILTER_SECTIONS.following} chips={chips.following}>
        <FilterSwitch
          label="Only Seens of people I follow"
          checked={filters.following.isActive}
          onCheckedChange={setFlag('following')}
          disabledText={guestText(SEEN_LIST_TEXT.filterNeedsLogin)}
        />
      </FilterSection>
      <FilterSection title={FILTER_SECTIONS.membership} chips={chips.membership}>
        <FilterSwitch
          label="Only my Seens"
          checked={filters.membership.isActive}
          onCheckedChange={setFlag('membership')}
          description={filters.membership.isActive ? SEEN_LIST_TEXT.myMember : SEEN_LIST_TEXT.myAll}
          disabledText={guestText(SEEN_LIST_TEXT.myFilterNeedsLogin)}
        />
      </FilterSection>
    </div>
  )
}
