import { createFileRoute } from '@tanstack/react-router'
import { SharePage } from '~/features/appearances/share-target/share-page'
import { shareNotesOf } from '~/shared/share-target'

/** Photos shared from the gallery: the service worker keeps them and opens this page (303). */
export const Route = createFileRoute('/share')({
  validateSearch: (search: Record<string, unknown>) => shareNotesOf(search),
  component: ShareRoute,
})

function ShareRoute() {
  return <SharePage notes={Route.useSearch()} />
}
