import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { MessagesTabs } from '~/features/messaging/components/messages-tabs'
import { requireUser } from '~/features/session/guards'

export const Route = createFileRoute('/messages')({
  // docs/product.md#screens: messages require login; guests go to the login page and come back
  // here.
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location.href),
  component: () => (
    <Page title="Messages">
      <MessagesTabs />
    </Page>
  ),
})
