import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'

export const Route = createFileRoute('/seen_list')({
  component: () => <Page title="Seens" />,
})
