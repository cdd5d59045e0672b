import { Collapsible } from '@base-ui/react/collapsible'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { SEEN_LIST_TEXT } from '../list-messages'

interface FilterSectionProps {
  title: string
  /** The active filters of the section; empty shows 'None' (docs/product.md#screens). */
  chips: string[]
  children: ReactNode
}

/** One collapsible section of the filter panel; its header shows the active filters. */
export function FilterSection({ title, chips, children }: FilterSectionProps) {
  return (
    <Collapsible.Root className="border-b border-zinc-200 dark:border-zinc-800">
      <h3>
        <Collapsible.Trigger className="focus-ring group flex w-full items-start justify-between gap-3 rounded-lg px-1 py-3 text-left">
          <span className="flex min-w-0 flex-col gap-1.5">
            <span className="text-sm font-semibold text-zinc-900 dark:text-white">{title}</span>
            <span className="flex flex-wrap gap-1.5">
              {chips.length === 0 ? (
                <span className="text-sm text-zinc-600 dark:text-zinc-400">
                  {SEEN_LIST_TEXT.none}
                </span>
              ) : (
                chips.map((chip) => (
                  <span
                    key={chip}
                    className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900 dark:bg-brand-400/20 dark:text-brand-100"
                  >
                    {chip}
                  </span>
                ))
              )}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-zinc-500 transition-transform group-data-[panel-open]:rotate-180"
          />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Panel className="flex flex-col gap-3 px-1 pb-4">{children}</Collapsible.Panel>
    </Collapsible.Root>
  )
}
