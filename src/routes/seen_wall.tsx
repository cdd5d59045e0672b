import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { SeenWall } from '~/features/live/components/seen-wall'
import { SeenQueryGate } from '~/features/seens/detail/detail-states'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { shortNameSearch } from '~/features/seens/detail/seen-search'
import { preloadSeenDetail, seenDetailQueryOptions } from '~/features/seens/detail-queries'

export const Route = createFileRoute('/seen_wall')({
  validateSearch: shortNameSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context, deps }) => preloadSeenDetail(context.queryClient, deps.shortname),
  component: WallPage,
})

function WallPage() {
  const { shortname } = Route.useSearch()
  if (!shortname) {
    return (
      <Page title={SEEN_DETAIL_TEXT.notFoundTitle}>
        <p className="mt-4 text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.noShortName}</p>
      </Page>
    )
  }
  return <Wall shortName={shortname} />
}

function Wall({ shortName }: { shortName: string }) {
  const query = useQuery({ ...seenDetailQueryOptions(shortName), retryOnMount: false })
  return (
    <SeenQueryGate query={query} title="Seen">
      {(seen) => <SeenWall seen={seen} />}
    </SeenQueryGate>
  )
}
