import { createFileRoute } from '@tanstack/react-router'
import { Spinner } from '~/components/spinner'
import { SeenListPage } from '~/features/seens/list/components/seen-list-page'
import { SEEN_LIST_TEXT } from '~/features/seens/list/list-messages'
import { sessionQueryOptions, useSession } from '~/features/session/queries'

export const Route = createFileRoute('/seen_list')({
  // The session and the first page start together (no waterfall); nothing here is awaited, so
  // the page renders at once and its queries pick up what is on the way.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(sessionQueryOptions())
    void import('~/features/seens/list/prefetch').then(({ prefetchFirstPage }) =>
      prefetchFirstPage(queryClient),
    )
  },
  component: SeenListRoute,
})

/** The list waits for the session: whose saved filters apply, and which filters a guest lacks. */
function SeenListRoute() {
  const session = useSession()
  if (session.status === 'loading')
    return <Spinner className="py-16" label={SEEN_LIST_TEXT.loading} />
  return (
    <SeenListPage
      key={session.username}
      owner={session.username}
      signedIn={session.status === 'authenticated'}
    />
  )
}
