import { onlineManager, type QueryClient } from '@tanstack/react-query'
import {
  forgetCachedData,
  openUserScope,
  rememberedUser,
  requestPersistentStorage,
  scopeUser,
} from '~/lib/offline'
import { sessionKeys, sessionQueryOptions } from './queries'

const STARTUP_WAIT_MS = 3_000

/**
 * Who is signed in, asked before the first render so that only their cached data is restored.
 * When the server cannot say in time (offline, slow), the user signed in last on this browser.
 */
async function startupUser(client: QueryClient): Promise<string | null> {
  if (!onlineManager.isOnline()) return rememberedUser()
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('session check timed out')), STARTUP_WAIT_MS)
  })
  try {
    // One try only: a retry would hold the first render back by its delay.
    const check = client.fetchQuery({ ...sessionQueryOptions(), retry: false })
    const user = await Promise.race([check, timeout])
    return user?.username ?? null
  } catch {
    return rememberedUser()
  }
}

/**
 * Restores the signed-in user's persisted cache and opens their outbox, then follows the
 * session: when the server names someone else (or a guest), the page starts again with the
 * right data, so another user's cache is never shown.
 */
export async function openSessionScope(client: QueryClient) {
  const username = await startupUser(client)
  await openUserScope(client, username)
  if (username) requestPersistentStorage()
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryKey[0] !== sessionKeys.all[0]) return
    const now = client.getQueryData(sessionQueryOptions().queryKey)?.username ?? null
    const shown = scopeUser()
    if (now === shown) return
    // A session that ended elsewhere: keep the outbox for the next sign-in, drop the cache.
    const forget = shown ? forgetCachedData(shown) : Promise.resolve()
    void forget.finally(() => window.location.reload())
  })
}
