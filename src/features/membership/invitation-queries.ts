import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { seenInvitationsResponse, userInvitationsResponse } from '~/shared/schemas/invitation'

/** Query keys of DESIGN/brief: the offline persister keeps `['invitations', 'user']`. */
export const invitationKeys = {
  all: ['invitations'] as const,
  user: ['invitations', 'user'] as const,
  seen: (seenId: string) => ['invitations', 'seen', seenId] as const,
}

/** SPEC §7 GET /api/seen/invitations/user: the signed-in user's invitations, newest first. */
export const userInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.user,
    queryFn: async ({ signal }) =>
      (await api.get('/api/seen/invitations/user', userInvitationsResponse, { signal }))
        .invitations,
  })

/** SPEC §7 GET /api/seen/invitations/seen/{seenId}; seenId is the Seen detail's `id`. */
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
  })
