import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, CommunicationError } from '~/lib/api'
import {
  claims,
  GUEST_USER,
  type SessionUser,
  sessionUserFromClaims,
} from '~/shared/schemas/session'

/** Every query key of the session feature. */
export const sessionKeys = { all: ['session'] as const }

async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    // A guest is answered with no claims (decision 175), so a guest's start logs no failure.
    const headers = { 'X-Guest-Ok': '1' }
    return sessionUserFromClaims(await api.getJson('/bff/user', claims, { signal, headers }))
  } catch (error) {
    // docs/architecture/accounts-and-security.md#accounts-and-sessions: without that header a
    // guest gets 401 with an empty body; that is an answer, not a failure.
    if (error instanceof CommunicationError && error.status === 401) return null
    throw error
  }
}

/** The signed-in user, or null for a guest. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 60_000,
    retry: 1,
    // Offline without a cached answer the visitor is treated as a guest, not left on a spinner.
    networkMode: 'always',
    // A guest's post may find that the browser is signed in after all.
    meta: { persist: true, staleAfter: ['signed-in'] },
  })

export type SessionStatus = 'loading' | 'authenticated' | 'guest'
export interface Session extends SessionUser {
  status: SessionStatus
}

/**
 * docs/product.md#states Authentication: loading, then authenticated or guest (also when the check
 * failed).
 */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions())
  if (isPending) return { status: 'loading', ...GUEST_USER }
  return data ? { status: 'authenticated', ...data } : { status: 'guest', ...GUEST_USER }
}
