import { usersResponse } from '~/shared/schemas/messaging'
import { api } from './api'

/**
 * GET /api/messaging/user-suggestions: the people a name being typed may mean (docs/product.md
 * #validation: asked at 2+ characters; each feature's query, under its own key, enables it).
 * New Message and Send Invitations both ask it.
 */
export async function fetchUserSuggestions(query: string, signal: AbortSignal) {
  const answer = await api.get('/api/messaging/user-suggestions', usersResponse, {
    searchParams: { query },
    signal,
  })
  return answer.users
}
