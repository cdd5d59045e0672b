import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link } from '@tanstack/react-router'
import { AppShell } from '~/app/shell/app-shell'
import { Page } from '~/components/page'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
})

function NotFound() {
  return (
    <Page title="Page not found">
      <p className="mt-4 text-zinc-700 dark:text-zinc-300">
        There is nothing at this address.{' '}
        <Link to="/" className="link">
          Go to the welcome page
        </Link>
        .
      </p>
    </Page>
  )
}
