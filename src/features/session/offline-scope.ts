import { onlineManager, type QueryClient } from '@tanstack/react-query'
import {
  forgetCachedData,
  openUserScope,
  rememberedUser,
  rememberUser,
  requestPersistentStorage,
  scopeUser,
} from '~/lib/offline'
import { sessionKeys, sessionQueryOptions } from './queries'

const NEWCOMER_WAIT_MS = 1_000

/**
 * Nobody is remembered on this browser (a guest, or the first start after signing in): the
 * server is asked briefly, so that signing in does not cost a second page load. A guest's
 * cache is restored after at most NEWCOMER_WAIT_MS whatever the network does.
 */
async function newcomer(client: QueryClient): Promise<string | null> {
  if (!onlineManager.isOnline()) return null
  const check = client.fetchQuery({ ...sessionQueryOptions(), retry: false })
  const limit = new Promise<null>((done) => setTimeout(() => done(null), NEWCOMER_WAIT_MS))
  const user = await Promise.race([check.catch(() => null), limit])
  return user?.username ?? null
}

/**
 * Restores the persisted cache of the user signed in last on this browser at once, without
 * asking the network (docs/architecture/offline.md: draw first, ask later), opens their outbox,
 * then checks the session in the background. When the server names someone else (or a guest), the
 * page starts again with the right data, so another user's cache is never shown for longer than
 * that check.
 */
export async function openSessionScope(client: QueryClient) {
  const remembered = rememberedUser()
  const username = remembered ?? (await newcomer(client))
  // Hydration does not count: only a fetched (or explicitly set) session is the server's word.
  let answered = false
  let opened = false
  const follow = () => {
    if (!answered || !opened) return
    const now = client.getQueryData(sessionQueryOptions().queryKey)?.username ?? null
    const shown = scopeUser()
    if (now === shown) return
    // A session that ended elsewhere: keep the outbox for the next sign-in, drop the cache;
    // the next start opens the scope of whoever the server named.
    const forget = shown ? forgetCachedData(shown) : Promise.resolve()
    void forget.finally(() => {
      rememberUser(now)
      window.location.reload()
    })
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryKey[0] !== sessionKeys.all[0]) return
    answered = true
    follow()
  })
  await openUserScope(client, username)
  opened = true
  if (username) requestPersistentStorage()
  // The answer may have come while the cache was being restored.
  follow()
  // Asked even when the restored answer is fresh: the session may have ended elsewhere since
  // (another device ended it, a password change), and a page that mounts after the restore
  // would not ask within the session's stale time. A newcomer was asked a moment ago (a guest,
  // on every start): asking again would only cost a request.
  if (remembered && onlineManager.isOnline())
    void client.prefetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
}
