/**
 * A guest's outbox: guests at a venue with bad coverage post appearances offline too.
 *
 * - It is named `guest`, a reserved username, so no account's outbox shares its database.
 * - It takes only kinds declared with `guests: true` (an appearance post); everything else still
 *   needs a signed-in user and throws `OfflineUnavailableError`.
 * - What a guest queued belongs to their guest session (the HttpOnly `seen_guest` cookie), never
 *   to a user who signs in later. Every request of this outbox says it is a guest's
 *   (`X-Guest-Sender: 1`), and the server then ignores a user's session cookie: a guest who signs
 *   up with photos still queued has them sent as the guest, while they are signed in.
 * - Before it sends, `claimGuestSession` makes sure the browser holds its guest session cookie,
 *   so the first post and every replay of it carry the same guest identity (and Idempotency-Key
 *   owner).
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { type Api, api, CommunicationError } from '../api'
import { announceChange } from '../query-meta'
import type { OfflineMutationKind } from './kinds'

export { GUEST_OUTBOX } from './outbox-db'

export const acceptedFromGuests = (kind: OfflineMutationKind) => kind.guests === true

/**
 * `GET /bff/user` asking for the guest session cookie with `headers`: true on the guest's 401
 * (which sets the cookie when the browser had none), false on a signed-in answer. Throws
 * `CommunicationError` (status 0) when the server cannot be reached.
 */
async function answeredAsGuest(headers: Record<string, string>, client: Api): Promise<boolean> {
  try {
    await client.getJson('/bff/user', v.unknown(), {
      headers: { [GUEST_SESSION_HEADER]: '1', ...headers },
    })
  } catch (error) {
    if (error instanceof CommunicationError && error.status === 401) return true
    throw error
  }
  return false
}

/**
 * Whether this browser is a guest now (the server's 401), which also makes sure it holds its
 * guest session cookie, right before a guest's post is sent online. A signed-in answer
 * refreshes the session query, so the page moves to that user's scope.
 */
export async function confirmGuest(client?: QueryClient): Promise<boolean> {
  if (await answeredAsGuest({}, api)) return true
  if (client) await announceChange(client, 'signed-in')
  return false
}

/**
 * Asks for this browser's guest session cookie as a guest, whoever is signed in, right before a
 * guest's queued post is sent (`X-Guest-Sender` makes the server answer as to a guest): by a
 * page, and by the service worker with its own client. Throws `CommunicationError` when the
 * server cannot be reached or says to wait (429).
 */
export const claimGuestSession = (client: Api = api) =>
  answeredAsGuest({ [GUEST_SENDER_HEADER]: '1' }, client)
