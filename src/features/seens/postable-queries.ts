import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { postableSeensResponse } from '~/shared/schemas/postable-seens'
import { seenKeys } from './queries'

/**
 * The live Seens the visitor may post to (GET /api/seen/postable), for photos shared from the
 * gallery. Kept in the offline cache: at a venue without signal the list of the last visit
 * still lets the person choose, and the photos wait in the outbox.
 */
export const postableSeensQueryOptions = () =>
  queryOptions({
    queryKey: seenKeys.postable,
    queryFn: async ({ signal }) =>
      (await api.get('/api/seen/postable', postableSeensResponse, { signal })).seenList,
    // Signing in changes which Seens are open to the visitor.
    meta: { persist: true, staleAfter: ['signed-in'] },
  })
