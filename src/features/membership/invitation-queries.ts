import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { fetchUserSuggestions } from '~/lib/user-suggestions'
import {
  invitationPreviewResponse,
  seenInvitationsResponse,
  userInvitationsResponse,
} from '~/shared/schemas/invitation'

/** Every query key of invitations. */
export const invitationKeys = {
  all: ['invitations'] as const,
  user: ['invitations', 'user'] as const,
  seen: (seenId: string) => ['invitations', 'seen', seenId] as const,
  preview: (token: string) => ['invitations', 'preview', token] as const,
  invitees: (query: string) => ['invitations', 'invitees', query] as const,
}

/**
 * The people a host may mean while typing an invitee (the messaging call's suggestions, the same
 * rule: 2+ characters, the caller enables the query).
 */
export const inviteeSuggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: invitationKeys.invitees(query),
    queryFn: ({ signal }) => fetchUserSuggestions(query, signal),
    staleTime: 30_000,
  })

/**
 * docs/product.md#calls GET /api/seen/invitations/user: the signed-in user's invitations, newest
 * first.
 */
export const userInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.user,
    queryFn: async ({ signal }) =>
      (await api.get('/api/seen/invitations/user', userInvitationsResponse, { signal }))
        .invitations,
    meta: { persist: true },
  })

/**
 * docs/product.md#calls GET /api/seen/invitations/seen/{seenId}; seenId is the Seen detail's `id`.
 */
export const seenInvitationsQueryOptions = (seenId: string) =>
  queryOptions({
    queryKey: invitationKeys.seen(seenId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/seen/invitations/seen/${encodeURIComponent(seenId)}`,
          seenInvitationsResponse,
          { signal },
        )
      ).invitations,
    meta: { persist: true },
  })

/**
 * docs/product.md#calls GET /api/seen/invitations/preview/{token}: what a guest opening the mailed
 * link sees.
 */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) =>
      api.get(
        `/api/seen/invitations/preview/${encodeURIComponent(token)}`,
        invitationPreviewResponse,
        { signal },
      ),
    retry: false,
  })
