import { createFileRoute } from '@tanstack/react-router'
import { SeenWall } from '~/features/live/components/seen-wall'
import { SeenByShortName } from '~/features/seens/detail/seen-by-short-name'
import { shortNameSearch } from '~/features/seens/detail/seen-search'
import { loadSeenDetail } from '~/features/seens/detail-loader'

export const Route = createFileRoute('/seen_wall')({
  validateSearch: shortNameSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context, deps }) => loadSeenDetail(context.queryClient, deps.shortname),
  component: WallPage,
})

function WallPage() {
  const { shortname } = Route.useSearch()
  return (
    <SeenByShortName shortName={shortname}>{(seen) => <SeenWall seen={seen} />}</SeenByShortName>
  )
}
