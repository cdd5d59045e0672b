/**
 * Answering an invitation through the offline outbox (docs/architecture/offline.md): the card shows
 * the answer at once (docs/product.md#states), also offline, and the answer is sent once when the
 * connection returns. A refusal (revoked or expired meanwhile) puts the invitation back as it was;
 * docs/product.md#error-texts logs it, and the outbox lists it with the server's words.
 */
import type { QueryClient } from '@tanstack/react-query'
import { seenKeys } from '~/features/seens/queries'
import { notify } from '~/lib/notify'
import { defineOfflineMutation } from '~/lib/offline'
import { InvitationStatus } from '~/shared/enums'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { type InvitationUserSide, respondInvitationResponse } from '~/shared/schemas/invitation'
import { invitationKeys } from './invitation-queries'
import { logFailure } from './log-failure'

export interface QueuedAnswer {
  accept: boolean
  /** When the user answered: the responded date shown until the server's arrives. */
  answeredAt: string
  /** The invitation as it was shown, to put back after a refusal. */
  before: InvitationUserSide
}

/** The invitation as it will be once the answer is saved. */
export const answered = ({ accept, answeredAt, before }: QueuedAnswer): InvitationUserSide => ({
  ...before,
  status: accept ? InvitationStatus.accepted : InvitationStatus.declined,
  respondedDate: answeredAt,
})

const replaceInvitation = (client: QueryClient, invitation: InvitationUserSide) =>
  client.setQueryData<InvitationUserSide[]>(invitationKeys.user, (list) =>
    list?.map((item) => (item.id === invitation.id ? invitation : item)),
  )

/** Target: the invitation id. */
export const invitationRespondKind = defineOfflineMutation<
  QueuedAnswer,
  typeof respondInvitationResponse
>({
  kind: 'invitations.respond',
  policy: 'ordered',
  request: ({ accept }, invitationId) => ({
    method: 'post',
    path: '/api/seen/invitations/respond',
    body: { invitationId, accept },
  }),
  response: respondInvitationResponse,
  apply: (client, payload) => replaceInvitation(client, answered(payload)),
  rollback: (client, payload) => {
    replaceInvitation(client, payload.before)
    logFailure(INVITATION_MSG.respondFailed, new Error('the server refused the answer'))
  },
  settle: (client, { invitation }, { accept }) => {
    replaceInvitation(client, invitation)
    notify.success(accept ? INVITATION_MSG.accepted : INVITATION_MSG.declined)
    // Accepting makes the Seen one of "My Seens" and may open its private details.
    void client.invalidateQueries({ queryKey: seenKeys.all })
  },
})
