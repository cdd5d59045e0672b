import { PageTabs } from '~/components/page-tabs'
import { useRememberedTab } from '~/lib/use-remembered-tab'
import { STORAGE_KEYS } from '~/shared/constants'
import { FollowingList } from './following-list'
import { TimelineList } from './timeline-list'

export const ACTIVITY_TABS = ['following', 'timeline'] as const

/**
 * docs/product.md#screens Activity: Following and Timeline; the active tab is remembered, default
 * following.
 */
export function ActivityTabs() {
  const [tab, setTab] = useRememberedTab(STORAGE_KEYS.activityTab, ACTIVITY_TABS, 'following')
  return (
    <PageTabs
      label="Activity sections"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'following', label: 'Following', panel: <FollowingList /> },
        { value: 'timeline', label: 'Timeline', panel: <TimelineList /> },
      ]}
    />
  )
}
