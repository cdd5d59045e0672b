import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { PageSpinner } from './components/spinner'
import { routeTree } from './routeTree.gen'

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Preloaded loaders always run so that React Query, not the router, decides what is fresh.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when an invitation link was just accepted: the Seen page welcomes the new member. */
    welcome?: boolean
  }
}
