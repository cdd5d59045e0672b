import { Tabs } from '@base-ui/react/tabs'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { UserInvitations } from '~/features/membership/components/user-invitations'
import { requireUser } from '~/features/session/guards'

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location.href),
  component: NotificationsPage,
})

/** docs/product.md#screens Notifications page: one tab, Invitations. */
function NotificationsPage() {
  return (
    <Page title="Notifications">
      <Tabs.Root defaultValue="invitations" className="mt-6">
        <Tabs.List className="mb-4 flex gap-2 border-b border-zinc-200 dark:border-zinc-800">
          <Tabs.Tab
            value="invitations"
            className="focus-ring -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-zinc-600 data-[active]:border-brand-700 data-[active]:text-brand-800 dark:text-zinc-400 dark:data-[active]:border-brand-300 dark:data-[active]:text-brand-200"
          >
            Invitations
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invitations">
          <UserInvitations />
        </Tabs.Panel>
      </Tabs.Root>
    </Page>
  )
}
