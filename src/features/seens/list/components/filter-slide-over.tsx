import { Dialog } from '@base-ui/react/dialog'
import { X } from 'lucide-react'
import { FILTER_PANEL_WIDTH_PX } from '~/shared/constants'
import { SEEN_LIST_TEXT } from '../list-messages'
import FilterPanel, { type FilterPanelProps } from './filter-panel'

interface FilterSlideOverProps extends FilterPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Below 1280 px the filter panel slides over the page from the right (docs/product.md#screens). */
export default function FilterSlideOver({ open, onOpenChange, ...panel }: FilterSlideOverProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-zinc-950/50 transition-opacity data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Dialog.Popup
          style={{ width: `min(${FILTER_PANEL_WIDTH_PX}px, 100vw)` }}
          className="fixed inset-y-0 right-0 z-50 flex flex-col overflow-y-auto border-l border-zinc-200 bg-white px-4 pb-6 shadow-xl transition-transform data-ending-style:translate-x-full data-starting-style:translate-x-full dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between bg-white py-3 dark:bg-zinc-900">
            <Dialog.Title className="text-lg font-bold text-zinc-900 dark:text-white">
              {SEEN_LIST_TEXT.filters}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close filters"
              className="focus-ring rounded-lg p-1 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <FilterPanel {...panel} />
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
