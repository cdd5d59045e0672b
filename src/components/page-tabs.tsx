import { Tabs } from '@base-ui/react/tabs'
import type { ReactNode } from 'react'

export interface PageTab<T extends string> {
  value: T
  label: string
  panel: ReactNode
}

interface PageTabsProps<T extends string> {
  label: string
  value: T
  onValueChange: (value: T) => void
  tabs: PageTab<T>[]
}

const tabClass =
  'focus-ring rounded-t-lg border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-zinc-700 hover:text-zinc-950 data-active:border-brand-700 data-active:text-brand-800 dark:text-zinc-300 dark:hover:text-white dark:data-active:border-brand-300 dark:data-active:text-brand-200'

/** A page's tabs (Base UI: arrow keys move between tabs, panels are labelled by their tab). */
export function PageTabs<T extends string>({
  label,
  value,
  onValueChange,
  tabs,
}: PageTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const found = tabs.find((tab) => tab.value === next)
        if (found) onValueChange(found.value)
      }}
      className="mt-6"
    >
      <Tabs.List
        aria-label={label}
        className="flex gap-1 border-b border-zinc-200 dark:border-zinc-800"
      >
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} className="focus-ring rounded-lg pt-6">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  )
}
