import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'

export const Route = createFileRoute('/invitation/$token')({
  component: () => <Page title="Accepting your invitation..." />,
})
