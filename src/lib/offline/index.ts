/**
 * Offline platform (docs/architecture/offline.md): outbox, persisted query cache, connectivity.
 * Feature code uses only what this file exports.
 *
 * ## Declaring an offline-capable mutation (one place per kind)
 *
 * In a small module of your feature (no React, no route code), e.g.
 * `src/features/people/follow-kind.ts`:
 *
 *     export const followKind = defineOfflineMutation({
 *       kind: 'people.follow',            // stable: stored in queued entries
 *       policy: 'toggle',                 // or 'ordered' (messages: every entry, in order)
 *       request: ({ desired }, username) => ({
 *         method: 'post', path: '/api/follow', body: { username, follow: desired },
 *       }),
 *       response: followResponse,         // valibot schema of the success body
 *       apply: (client, { desired }, username) => { ...setQueryData, idempotent... },
 *       settle: (client, answer, payload, username) => { ...write the server's answer... },
 *     })
 *
 * then add `import '~/features/people/follow-kind'` to `src/app/offline-kinds.ts`, so entries
 * queued before a reload are replayed at start-up, before the route code has loaded.
 *
 * - `request` becomes the HTTP call; the outbox adds `Idempotency-Key: <entry id>`.
 * - `apply` shows the action in the query cache at once. It must SET state, not flip it: it
 *   runs again whenever a refetch brings server data while the entry still waits.
 * - toggle kinds: payload `{ desired, initial }`; one entry per target keeps the last desired
 *   state; an untried entry that returns to `initial` is dropped. Rollback = `apply(initial)`.
 * - ordered kinds: give `rollback(client, payload, target)` too; entries of one kind are sent
 *   in creation order (a retrying entry holds back the later ones, a failed one does not).
 *
 * ## Queueing (from event handlers or mutation hooks)
 *
 *     queueToggle(followKind, username, { desired: true, current: false })
 *     queueOrdered(messageKind, conversationId, payload)
 *
 * Both apply optimistically and return a promise that settles once the entry is stored (not
 * sent). They throw `OfflineUnavailableError` when no user is signed in, unless the kind is
 * declared with `guests: true` (a guest's appearance post). Guests get an outbox of
 * their own (`guest-outbox.ts`): guest kinds only, sent only while the browser is a guest (their
 * guest session owns them, not someone who signs in later). `queueOrdered(kind, target, payload,
 * idempotencyKey)` continues an attempt already made online under that key.
 *
 * ## Sending, retry, failure
 *
 * Replay runs on start, `online`, `visibilitychange`, a timer (jittered exponential backoff,
 * 2 s … 5 min) and Background Sync where supported; one tab at a time (Web Locks). Lost connection / 5xx / 408 / 409 / 429:
 * retried. Any other 4xx: the entry becomes `failed` with the server's message, the change is
 * rolled back, and it is listed by `useFailedActions()` until `dismissFailed(id)`.
 *
 * ## Hooks for truthful UI
 *
 * - `usePendingFor(kind, target)`: true while an action on that target waits or is being sent
 *   (show "waiting to send").
 * - `usePendingCount()`: number of actions not yet sent (the navigation shows it).
 * - `useFailedActions()` / `dismissFailed(id)`: refused actions with the server's message.
 * - `useOnline()`: real connectivity (a failed request or `offline` event turns it off; a
 *   `/healthz` probe or any answered request turns it on). Disable network-only actions with
 *   `OFFLINE_REASON`. `useConnectivity()` tells `slow` (requests pass their deadline while the
 *   browser says it is online: lie-fi) from `offline`.
 * - `useOutboxEntries()`: every entry, for a view that follows several (a batch of photos).
 *   On a signed-in page these hooks also show what this browser queued as a guest before
 *   signing in (still sent as the guest's; `sendsGuestLeftovers()` says whether there is any).
 * - `useOutboxEntry(match)`, `useIsSending(id)`, `useUploadProgress(id)`, `retryNow(id)`,
 *   `sendAgain(id)` (a refused one, under a new key): the state of one queued action, for items that show their own progress (a photo upload: a
 *   kind whose request says `upload: true` is sent with progress and a stall timeout).
 * - Components in `src/components/offline`: `<SavedAgo updatedAt={query.dataUpdatedAt} />`
 *   (on screens showing cached data), `<WaitingToSend pending={usePendingFor(...)} />` (next to
 *   an item's control), `PendingActions`, `OfflineBanner`, `FailedActions`, `UpdatePrompt`,
 *   `InstallButton` (already placed in the navigation / app shell).
 *
 * ## Persisted query cache
 *
 * Queries whose factory says `meta: { persist: true }` (`src/lib/query-meta.ts`) are kept in
 * IndexedDB per user for 7 days; the buster is build id + `CACHE_SCHEMA_VERSION` (bump it when a
 * persisted query's data changes shape). A query without the mark is never persisted.
 *
 * ## Photos shared from the gallery
 *
 * The service worker keeps them (`shared-photos.ts`); the share page reads them with
 * `readSharedPhotos()` and forgets them with `clearSharedPhotos()` once queued or discarded.
 *
 * ## App wiring (main.tsx and `features/session` only)
 *
 * `watchConnectivity()`, `openUserScope(client, username)` (restore + outbox, before the first
 * render; `null` opens a guest's), `sendGuestPostsBeforeLogin()` (a guest's last send attempt
 * before the login page), `closeUserScopeForLogout()` (last send attempt, then wipe this user's cache and
 * outbox), `closeUserScopeForDeletedAccount()` (no send, then the same wipe; Settings' Delete
 * account), `rememberedUser()`, `forgetCachedData(username)`, `requestPersistentStorage()`.
 */
export {
  type Connectivity,
  OFFLINE_REASON,
  useConnectivity,
  useOnline,
  watchConnectivity,
} from './connectivity'
export { classifyFailure } from './deliver'
export { type OutboxEntry, retryDelay } from './entry'
export { confirmGuest } from './guest-outbox'
export {
  defineOfflineMutation,
  type OfflineMutationKind,
  type OrderedKind,
  type OutboxRequest,
  type ToggleKind,
  type ToggleState,
} from './kinds'
export {
  closeUserScopeForDeletedAccount,
  closeUserScopeForLogout,
  openUserScope,
  scopeUser,
  sendGuestPostsBeforeLogin,
  sendsGuestLeftovers,
} from './session-scope'
export { clearSharedPhotos, readSharedPhotos } from './shared-photos'
export { useUploadProgress } from './upload-progress'
export {
  dismissFailed,
  OfflineUnavailableError,
  queueOrdered,
  queueToggle,
  retryNow,
  sendAgain,
  useFailedActions,
  useIsSending,
  useOutboxEntries,
  useOutboxEntry,
  useOutboxOwner,
  usePendingCount,
  usePendingFor,
} from './use-outbox'
export {
  forgetCachedData,
  rememberedUser,
  rememberUser,
  requestPersistentStorage,
} from './user-data'
export { readUserItem, writeUserItem } from './user-items'
