import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, CommunicationError } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { type JoinRequest, joinRequestResponse } from '~/shared/schemas/join-request'
import { joinRequestKeys } from './join-request-queries'

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/**
 * docs/product.md#error-texts: the server's refusal, else 'Failed to…' for a failed call, else the
 * error text.
 */
function sendErrorText(error: unknown): string {
  if (error instanceof CommunicationError) {
    return error.fromServer ? error.message : JOIN_REQUEST_MSG.sendFailed
  }
  return JOIN_REQUEST_MSG.sendError
}

/** docs/product.md#calls POST /api/seen/joinrequests/request from the Request to Join dialog. */
export function useRequestToJoin(seenShortName: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) =>
      api.post('/api/seen/joinrequests/request', joinRequestResponse, {
        json: { seenShortName, message: message.trim() || null },
        headers: idempotent(),
      }),
    onSuccess: ({ request }) => {
      queryClient.setQueryData<JoinRequest[]>(joinRequestKeys.user, (list) => [
        request,
        ...(list ?? []),
      ])
      notify.success(JOIN_REQUEST_MSG.sent)
    },
    onError: (error) => notify.error(sendErrorText(error)),
  })
}

/**
 * docs/product.md#calls approve: docs/product.md#states the list's status updates in place
 * afterwards.
 */
export function useDecideJoinRequest(seenShortName: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { requestId: string; approve: boolean }) =>
      api.post('/api/seen/joinrequests/approve', joinRequestResponse, {
        json: input,
        headers: idempotent(),
      }),
    onSuccess: ({ request }, { approve }) => {
      queryClient.setQueryData<JoinRequest[]>(joinRequestKeys.seen(seenShortName), (list) =>
        list?.map((item) => (item.id === request.id ? request : item)),
      )
      notify.success(approve ? JOIN_REQUEST_MSG.approved : JOIN_REQUEST_MSG.rejected)
    },
    onError: (error) => notifyError(error, JOIN_REQUEST_MSG.processFailed),
  })
}
