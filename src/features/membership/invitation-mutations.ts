import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { queueOrdered } from '~/lib/offline'
import { INVITATION_MSG } from '~/shared/membership-messages'
import {
  type InvitationSeenSide,
  type InvitationUserSide,
  type SendInvitationsRequest,
  sendInvitationsResponse,
} from '~/shared/schemas/invitation'
import { invitationKeys } from './invitation-queries'
import { logFailure } from './log-failure'
import { invitationRespondKind } from './respond-kind'

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/**
 * docs/product.md#calls respond from the Notifications page, through the outbox
 * (`respond-kind.ts`): docs/product.md#states, the status and responded date change in the list at
 * once, offline too; the answer is sent when the connection allows. docs/product.md#error-texts: a
 * failure is only logged.
 */
export async function respondToInvitation(
  invitation: InvitationUserSide,
  accept: boolean,
): Promise<void> {
  try {
    await queueOrdered(invitationRespondKind, invitation.id, {
      accept,
      answeredAt: new Date().toISOString(),
      before: invitation,
    })
  } catch (error) {
    logFailure(INVITATION_MSG.respondFailed, error)
  }
}

/**
 * docs/product.md#calls send from the Seen page; per-invitee refusals are shown with the server's
 * words.
 */
export function useSendInvitations(seenId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SendInvitationsRequest) =>
      api.post('/api/seen/invitations/send', sendInvitationsResponse, {
        json: input,
        headers: idempotent(),
      }),
    onSuccess: ({ results }) => {
      const refused = results.filter((result) => !result.success)
      if (refused.length < results.length) notify.success(INVITATION_MSG.sent)
      if (refused.length > 0) {
        notify.error(refused.map((result) => result.errorMessage ?? result.invitee).join('\n'))
      }
      void queryClient.invalidateQueries({ queryKey: invitationKeys.seen(seenId) })
    },
    onError: (error) => notifyError(error, INVITATION_MSG.sendFailed),
  })
}

/**
 * docs/product.md#calls revoke; docs/product.md#states: a revoked invitation is removed from the
 * list.
 */
export function useRevokeInvitation(seenId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete('/api/seen/invitations/revoke', v.object({}), {
        json: { invitationId },
        headers: idempotent(),
      }),
    onSuccess: (_answer, invitationId) => {
      queryClient.setQueryData<InvitationSeenSide[]>(invitationKeys.seen(seenId), (list) =>
        list?.filter((item) => item.id !== invitationId),
      )
      notify.success(INVITATION_MSG.revoked)
    },
    onError: (error) => notifyError(error, INVITATION_MSG.revokeFailed),
  })
}
