import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitation } from '~/features/membership/components/accept-invitation'

/** docs/product.md#screens invitation accept page: the mailed link `/invitation/{token}`. */
export const Route = createFileRoute('/invitation/$token')({
  component: AcceptInvitationPage,
})

function AcceptInvitationPage() {
  const { token } = Route.useParams()
  return <AcceptInvitation token={token} />
}
