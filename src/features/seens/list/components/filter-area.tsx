import { SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Spinner } from '~/components/spinner'
import { useWindowWidth } from '~/lib/window-width'
import { FILTER_PANEL_FIXED_MIN_WIDTH, FILTER_PANEL_WIDTH_PX } from '~/shared/constants'
import { SEEN_LIST_TEXT } from '../list-messages'
import type { FilterPanelProps } from './filter-panel'

// The panel's controls (slider, switches, city search) load after the list, off its critical path.
const FilterPanel = lazy(() => import('./filter-panel'))
const loadSlideOver = () => import('./filter-slide-over')
const FilterSlideOver = lazy(loadSlideOver)

const isFixed = (width: number) => width >= FILTER_PANEL_FIXED_MIN_WIDTH

/**
 * docs/product.md#screens, #constants: the panel is fixed at 1280 px and wider, a slide-over below.
 */
export function useFixedFilterPanel(): boolean {
  return useWindowWidth(isFixed)
}

/** The fixed side panel (wide screens). */
export function FilterSidePanel(props: FilterPanelProps) {
  return (
    <aside
      aria-labelledby="seen-filters-title"
      style={{ width: FILTER_PANEL_WIDTH_PX }}
      className="fixed inset-y-0 right-0 z-20 overflow-y-auto border-l border-zinc-200 bg-white px-4 pb-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="seen-filters-title" className="py-4 text-lg font-bold text-zinc-900 dark:text-white">
        {SEEN_LIST_TEXT.filters}
      </h2>
      <Suspense fallback={<Spinner className="py-6" />}>
        <FilterPanel {...props} />
      </Suspense>
    </aside>
  )
}

interface FilterButtonProps extends FilterPanelProps {
  /**
   * How many filters are active; the button is highlighted when any is (docs/product.md#screens).
   */
  activeCount: number
}

/** The button that opens the slide-over panel (narrow screens). */
export function FilterButton({ activeCount, ...panel }: FilterButtonProps) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const highlighted = activeCount > 0
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-active={highlighted || undefined}
        // Fetch the panel's code as the pointer or focus arrives, so it opens without a pause.
        onPointerEnter={() => void loadSlideOver()}
        onFocus={() => void loadSlideOver()}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        className={highlighted ? 'btn-primary' : 'btn-secondary'}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {SEEN_LIST_TEXT.filters}
        {highlighted && (
          <span className="rounded-full bg-white/25 px-1.5 text-xs dark:bg-zinc-950/20">
            <span className="sr-only">, active: </span>
            {activeCount}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <FilterSlideOver {...panel} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
