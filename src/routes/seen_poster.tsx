import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { SeenQueryGate } from '~/features/seens/detail/detail-states'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { shortNameSearch } from '~/features/seens/detail/seen-search'
import { preloadSeenDetail, seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { SeenPoster } from '~/features/share/components/seen-poster'

export const Route = createFileRoute('/seen_poster')({
  validateSearch: shortNameSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context, deps }) => preloadSeenDetail(context.queryClient, deps.shortname),
  component: PosterPage,
})

function PosterPage() {
  const { shortname } = Route.useSearch()
  if (!shortname) {
    return (
      <Page title={SEEN_DETAIL_TEXT.notFoundTitle}>
        <p className="mt-4 text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.noShortName}</p>
      </Page>
    )
  }
  return <Poster shortName={shortname} />
}

function Poster({ shortName }: { shortName: string }) {
  const query = useQuery({ ...seenDetailQueryOptions(shortName), retryOnMount: false })
  return (
    <SeenQueryGate query={query} title="Seen">
      {(seen) => <SeenPoster seen={seen} />}
    </SeenQueryGate>
  )
}
