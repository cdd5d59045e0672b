import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { ActivityTabs } from '~/features/activity/components/activity-tabs'
import { requireUser } from '~/features/session/guards'

export const Route = createFileRoute('/activity')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location.href),
  component: () => (
    <Page title="Activity">
      <ActivityTabs />
    </Page>
  ),
})
