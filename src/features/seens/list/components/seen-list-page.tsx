import { FILTER_PANEL_WIDTH_PX } from '~/shared/constants'
import { activeFilterCount, effectiveFilterSet, listCriteria } from '../list-criteria'
import { seenListTitle } from '../list-title'
import { useSeenFilters } from '../use-seen-filters'
import { FilterButton, FilterSidePanel, useFixedFilterPanel } from './filter-area'
import { SeenList } from './seen-list'

interface SeenListPageProps {
  /** Whose filters these are: the username, or 'Guest'. */
  owner: string
  signedIn: boolean
}

/**
 * docs/product.md#screens Seen list page: title from the filters, the endless list and the filter
 * panel.
 */
export function SeenListPage({ owner, signedIn }: SeenListPageProps) {
  const { draft, applied, update } = useSeenFilters(owner)
  const shownFilters = effectiveFilterSet(draft, signedIn)
  const appliedFilters = effectiveFilterSet(applied, signedIn)
  const title = seenListTitle(appliedFilters)
  const fixedPanel = useFixedFilterPanel()
  const panel = { filters: shownFilters, update, signedIn }

  return (
    <div style={fixedPanel ? { paddingRight: FILTER_PANEL_WIDTH_PX } : undefined}>
      <div className="mx-auto w-full max-w-5xl px-4 py-6 xs:px-6 lg:py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {!fixedPanel && <FilterButton {...panel} activeCount={activeFilterCount(shownFilters)} />}
        </div>
        <SeenList criteria={listCriteria(appliedFilters)} signedIn={signedIn} />
      </div>
      {fixedPanel && <FilterSidePanel {...panel} />}
    </div>
  )
}
