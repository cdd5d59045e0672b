import { onlineManager, type QueryClient } from '@tanstack/react-query'

/**
 * The route loaders' read of a Seen (its page, poster, wall and edit form). `detail-queries.ts`,
 * with the Seen's and the appearances' schemas, loads with the first of those pages, so the
 * list's first load does not carry it. Like the read itself, this never fails the route: a
 * failure, or waiting while offline, is the page's own state to show.
 */
export async function loadSeenDetail(queryClient: QueryClient, shortName: string | undefined) {
  if (!shortName || !onlineManager.isOnline()) return
  const queries = await import('./detail-queries').catch(() => undefined)
  await queries?.preloadSeenDetail(queryClient, shortName)
}
