import { Tabs } from '@base-ui/react/tabs'
import { useState } from 'react'
import { BlockedPanel } from './blocked-panel'
import { GroupsPanel } from './groups-panel'
import { MailboxPanel } from './mailbox-panel'

const TABS = [
  { value: 'inbox', label: 'Inbox', panel: () => <MailboxPanel box="inbox" /> },
  { value: 'sent', label: 'Sent', panel: () => <MailboxPanel box="sent" /> },
  { value: 'groups', label: 'Groups', panel: () => <GroupsPanel /> },
  { value: 'blocked', label: 'Blocked', panel: () => <BlockedPanel /> },
] as const

type TabValue = (typeof TABS)[number]['value']

const tabClass =
  'focus-ring rounded-t-lg border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-zinc-700 hover:text-zinc-950 data-active:border-brand-700 data-active:text-brand-800 dark:text-zinc-300 dark:hover:text-white dark:data-active:border-brand-300 dark:data-active:text-brand-200'

/**
 * docs/product.md#screens Messages page: Inbox, Sent, Groups, Blocked (Base UI tabs, arrow keys
 * move).
 */
export function MessagesTabs() {
  const [tab, setTab] = useState<TabValue>('inbox')
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => {
        const found = TABS.find((item) => item.value === next)
        if (found) setTab(found.value)
      }}
      className="mt-6"
    >
      <Tabs.List
        aria-label="Messages"
        className="flex gap-1 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
      >
        {TABS.map((item) => (
          <Tabs.Tab key={item.value} value={item.value} className={tabClass}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((item) => (
        <Tabs.Panel key={item.value} value={item.value} className="focus-ring rounded-lg pt-6">
          {tab === item.value && item.panel()}
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  )
}
