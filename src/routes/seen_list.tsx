import { createFileRoute } from '@tanstack/react-router'
import { Spinner } from '~/components/spinner'
import { SeenListPage } from '~/features/seens/list/components/seen-list-page'
import { SEEN_LIST_TEXT } from '~/features/seens/list/list-messages'
import { useSession } from '~/features/session/queries'

export const Route = createFileRoute('/seen_list')({
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
