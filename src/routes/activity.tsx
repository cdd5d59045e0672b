import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'

export const Route = createFileRoute('/activity')({
  component: () => <Page title="Activity" />,
})
