import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'

export const Route = createFileRoute('/makeseen')({
  component: () => <Page title="Make a Seen" />,
})
