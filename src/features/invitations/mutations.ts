import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { INVITATION_MSG } from '~/shared/membership-messages'
import {
  type InvitationSeenSide,
  type InvitationUserSide,
  respondInvitationResponse,
  type SendInvitationsRequest,
  sendInvitationsResponse,
} from '~/shared/schemas/invitation'
import { logFailure } from './log-failure'
import { invitationKeys } from './queries'

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/**
 * SPEC §7 respond from the Notifications page. SPEC §4: the status and responded date change
 * in the list at once; SPEC §8: a failure is only logged.
 */
export function useRespondInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { invitationId: string; accept: boolean }) =>
      api.post('/api/seen/invitations/respond', respondInvitationResponse, {
        json: input,
        headers: idempotent(),
      }),
    onSuccess: ({ invitation }, { accept }) => {
      queryClient.setQueryData<InvitationUserSide[]>(invitationKeys.user, (list) =>
        list?.map((item) => (item.id === invitation.id ? invitation : item)),
      )
      notify.success(accept ? INVITATION_MSG.accepted : INVITATION_MSG.declined)
      void queryClient.invalidateQueries({ queryKey: ['seens'] })
    },
    onError: (error) => logFailure(INVITATION_MSG.respondFailed, error),
  })
}

/** SPEC §7 send from the Seen page; per-invitee refusals are shown with the server's words. */
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

/** SPEC §7 revoke; SPEC §4: a revoked invitation is removed from the list. */
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
