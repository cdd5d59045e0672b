import { createFileRoute } from '@tanstack/react-router'
import { SeenByShortName } from '~/features/seens/detail/seen-by-short-name'
import { shortNameSearch } from '~/features/seens/detail/seen-search'
import { loadSeenDetail } from '~/features/seens/detail-loader'
import { SeenPoster } from '~/features/share/components/seen-poster'

export const Route = createFileRoute('/seen_poster')({
  validateSearch: shortNameSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context, deps }) => loadSeenDetail(context.queryClient, deps.shortname),
  component: PosterPage,
})

function PosterPage() {
  const { shortname } = Route.useSearch()
  return (
    <SeenByShortName shortName={shortname}>{(seen) => <SeenPoster seen={seen} />}</SeenByShortName>
  )
}
