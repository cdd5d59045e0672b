/**
 * Settings' account calls beyond the profile: sessions, deletion, data, e-mail
 * (docs/decisions/107-sessions-in-settings.md to docs/decisions/109-download-my-data.md,
 * docs/decisions/118-email-change.md).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { ACCOUNT_FIELD_MSG } from '~/shared/account-messages'
import { type DeleteAccountRequest, deleteAccountResponse } from '~/shared/schemas/account-delete'
import {
  type AccountEmail,
  accountEmailResponse,
  type ChangeEmailRequest,
  changeEmailResponse,
} from '~/shared/schemas/account-email'
import { exportLinkResponse } from '~/shared/schemas/account-export'
import { accountSessionsResponse, endSessionsResponse } from '~/shared/schemas/account-sessions'
import { ACCOUNT_DELETED_URL, DATA_DOWNLOAD_TEXT, EMAIL_TEXT } from './account-text'

/** Every query key of the account calls. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  email: ['account', 'email'] as const,
}

/**
 * GET /api/account/email: the address and a change waiting for its link. Not persisted, like
 * the sessions: it is read fresh, and a change confirmed elsewhere shows on the next focus.
 */
export const accountEmailQuery = () =>
  queryOptions({
    queryKey: accountKeys.email,
    queryFn: async ({ signal }) => api.get('/api/account/email', accountEmailResponse, { signal }),
    staleTime: 0,
  })

/**
 * POST /api/account/email: mails the link to the new address; the answer's pending change is
 * shown at once. Errors are shown by the form.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) =>
      api.post('/api/account/email', changeEmailResponse, { json: body }),
    onSuccess: ({ pending }) => {
      queryClient.setQueryData<AccountEmail>(accountKeys.email, (old) =>
        old ? { ...old, pending } : old,
      )
      notify.success(EMAIL_TEXT.sent(pending.email))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.email }),
  })
}

/**
 * GET /api/account/sessions. Not persisted: a list of where one is signed in is only worth
 * showing as the server has it now, and it stays off the device.
 */
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) =>
      (await api.get('/api/account/sessions', accountSessionsResponse, { signal })).sessions,
    staleTime: 0,
  })

function useEnding(send: (sessionId?: string) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => notify.success(done),
    onError: (error) => notifyError(error, 'An error occurred while ending the session'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

/** POST /api/account/sessions/end: signs one other device out. */
export const useEndSession = () =>
  useEnding(
    (sessionId) =>
      api.post('/api/account/sessions/end', endSessionsResponse, { json: { sessionId } }),
    ACCOUNT_FIELD_MSG.sessionEnded,
  )

/** POST /api/account/sessions/end-others: signs every other device out. */
export const useEndOtherSessions = () =>
  useEnding(
    () => api.post('/api/account/sessions/end-others', endSessionsResponse),
    ACCOUNT_FIELD_MSG.otherSessionsEnded,
  )

/**
 * POST /api/account/delete. Once it is done this browser forgets the user (persisted cache,
 * outbox, photos; nothing queued is sent) and leaves for the login page with a full load, so
 * nothing of theirs stays in memory either. Errors are shown by the form.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { body: DeleteAccountRequest; idempotencyKey: string }) =>
      api.post('/api/account/delete', deleteAccountResponse, {
        json: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: async () => {
      const scope = await import('~/lib/offline/session-scope')
      await scope.closeUserScopeForDeletedAccount().catch(() => undefined)
      window.location.replace(ACCOUNT_DELETED_URL)
    },
  })
}

/**
 * Download my data: POST /api/account/export answers a link signed for this session, which the
 * browser then opens as a download (streamed to disk, the page stays).
 */
export function useDataDownload() {
  return useMutation({
    mutationFn: () => api.post('/api/account/export', exportLinkResponse),
    onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
    onError: (error) => notifyError(error, DATA_DOWNLOAD_TEXT.failed),
  })
}
