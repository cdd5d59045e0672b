import { onlineManager, type QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import {
  activeOutbox,
  leftoverOutbox,
  outboxStarting,
  setActiveOutbox,
  setLeftoverOutbox,
} from './active-outbox'
import { reportConnectionLost } from './connectivity'
import { currentScope, scopeToOpen } from './current-scope'
import { acceptedFromGuests, claimGuestSession, GUEST_OUTBOX } from './guest-outbox'
import { Outbox } from './outbox'
import { cacheBuster, PERSIST_MAX_AGE_MS, shouldPersistQuery } from './persist-filter'
import { cacheKeyFor, createIdbPersister } from './persister'
import { sendAsGuest } from './transport'
import { announceWrite, attachReplayTriggers } from './triggers'
import { clearImageCache, rememberedUser, rememberUser, wipeUserData } from './user-data'

/** Whose data the page shows (null: a guest's), once `openUserScope` has run. */
export const scopeUser = () => currentScope()?.username ?? null

/** Whether this signed-in page also sends what the browser queued as a guest. */
export const sendsGuestLeftovers = () => leftoverOutbox() !== null

/**
 * Restores `username`'s persisted cache into `client` (before the first render that needs it),
 * keeps saving it, and opens their outbox with its replay triggers. A corrupt, expired or
 * other-build cache is discarded by the restore. A guest (`null`) gets the guest outbox
 * (`guest-outbox.ts`): guest kinds only, always sent as the guest. A user's scope also sends
 * what the guest outbox still holds, as the guest.
 */
export async function openUserScope(client: QueryClient, username: string | null) {
  const scope = await scopeToOpen()
  const persister = createIdbPersister(cacheKeyFor(username))
  const buster = cacheBuster()
  const before = updateTimes(client)
  await persistQueryClientRestore({
    queryClient: client,
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
  }).catch(() => undefined)
  keepRestoredDuringFetches(client, before)
  scope.restoreDone()
  const saving = {
    queryClient: client,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
  const unsubscribe = persistQueryClientSubscribe(saving)
  // The subscription saves on the next change; what the page fetched before it (a quick answer
  // on a slow phone) is saved now, or a reload offline would find none of it.
  void persistQueryClientSave(saving)
  const flush = () => void persister.flush()
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', flushWhenHidden)

  const outbox = await openOutboxOf(client, username)
  // The account's own start does not depend on it: a guest outbox that cannot open stays shut.
  // Opened before the account's outbox becomes the active one, so that the page's first look at
  // the outboxes (the batch panel's, say) sees the guest's entries too.
  const leftovers = username === null ? null : await openGuestLeftovers(client).catch(() => null)
  setActiveOutbox(outbox)
  const detach = attachReplayTriggers(outbox, client)
  // Another person on this browser: the last one's photos must not be readable from the cache.
  const previous = rememberedUser()
  if (username && previous && previous !== username) await clearImageCache()
  if (username) rememberUser(username)
  scope.opened(username, async () => {
    detach()
    leftovers?.stop()
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', flushWhenHidden)
    await persister.flush()
    if (activeOutbox() === outbox) setActiveOutbox(null)
    outbox.close()
  })
}

/** When each query in the cache last got its data, before the restore. */
function updateTimes(client: QueryClient) {
  return new Map(
    client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryHash, q.state.dataUpdatedAt]),
  )
}

/**
 * Online, the page starts its fetches while the cache is restored, and a fetch cancelled later
 * (its component remounted, say) puts back the state from before it started: the restored data
 * would vanish with it and the page that drew the cache fall back to a spinner. Hydration does
 * not move that saved state; data set as the query's own (`setQueryData`) does.
 */
function keepRestoredDuringFetches(client: QueryClient, before: Map<string, number>) {
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state
    if (fetchStatus !== 'fetching' || data === undefined) continue
    if (before.get(query.queryHash) === dataUpdatedAt) continue
    client.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt })
  }
}

/** How the guest outbox sends: guest kinds only, each request a guest's (`guest-outbox.ts`). */
const AS_GUEST = {
  accepts: acceptedFromGuests,
  maySend: claimGuestSession,
  transport: sendAsGuest,
}

const openOutboxOf = (client: QueryClient, username: string | null) =>
  Outbox.open({
    client,
    username: username ?? GUEST_OUTBOX,
    isOnline: () => onlineManager.isOnline(),
    onConnectionLost: reportConnectionLost,
    onWrite: announceWrite,
    ...(username === null ? AS_GUEST : {}),
  })

/**
 * A signed-in user's page also sends what this browser queued as a guest (the guest signed up or
 * logged in before their photos went), as the guest, beside the user's own outbox; the page
 * shows its entries with the user's (`use-outbox.ts`). Null when the guest outbox holds nothing.
 */
async function openGuestLeftovers(client: QueryClient) {
  const outbox = await openOutboxOf(client, null)
  if (outbox.snapshot().length === 0) {
    outbox.close()
    return null
  }
  const detach = attachReplayTriggers(outbox, client)
  setLeftoverOutbox(outbox)
  return {
    stop() {
      detach()
      if (leftoverOutbox() === outbox) setLeftoverOutbox(null)
      outbox.close()
    },
  }
}

const LOGOUT_SEND_LIMIT_MS = 3_000

/** One short attempt (at most LOGOUT_SEND_LIMIT_MS) to send what the active outbox holds. */
async function lastSend() {
  const outbox = activeOutbox()
  if (!outbox || outbox.snapshot().every((entry) => entry.status !== 'pending')) return
  const limit = new Promise((done) => setTimeout(done, LOGOUT_SEND_LIMIT_MS))
  // A drain already running (begun offline, say) may end without sending; the second call
  // waits for the run it triggered.
  await Promise.race([outbox.drain().then(() => outbox.drain()), limit])
}

/**
 * Before a guest goes to log in: one short attempt to send their queued posts from this page.
 * What is left goes, as the guest, from the signed-in user's page (`openGuestLeftovers`).
 */
export async function sendGuestPostsBeforeLogin() {
  await outboxStarting()
  if (scopeUser() === null) await lastSend()
}

/**
 * Before logging out: one last, short attempt to send what is queued, then the user's persisted
 * cache and outbox are deleted from this browser (docs/architecture/offline.md). The page is left
 * right after, so the in-memory cache goes with it.
 */
export async function closeUserScopeForLogout() {
  // The page may have rendered before the user's scope opened: wait, so it is wiped too.
  await outboxStarting()
  const username = scopeUser()
  // A guest has no logout; nothing of theirs is wiped.
  if (username) await lastSend()
  await currentScope()?.stop()
  if (username) await wipeUserData(username)
}

/**
 * After the account was deleted: nothing queued is sent (there is nobody to send it as), and
 * the user's persisted cache, outbox and photos are deleted from this browser.
 */
export async function closeUserScopeForDeletedAccount() {
  await outboxStarting()
  const username = scopeUser()
  await currentScope()?.stop()
  if (username) await wipeUserData(username)
  else await clearImageCache()
}
