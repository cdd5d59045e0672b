import { useSyncExternalStore } from 'react'
import { activeOutbox, leftoverOutbox, outboxStarting, subscribeOutbox } from './active-outbox'
import type { OutboxEntry } from './entry'
import type { OfflineMutationKind, OrderedKind, ToggleKind } from './kinds'
import type { Outbox } from './outbox'

/** Queueing needs an outbox that takes the kind: a signed-in user's, or a guest's for guest kinds. */
export class OfflineUnavailableError extends Error {
  override name = 'OfflineUnavailableError'
  constructor() {
    super('Actions can only be queued while signed in.')
  }
}

function requireOutbox(kind: OfflineMutationKind) {
  const outbox = activeOutbox()
  if (!outbox?.accepts(kind)) throw new OfflineUnavailableError()
  return outbox
}

/** Runs `use` on the outbox taking `kind`, once the one opening at start-up is open. */
function withOutbox(kind: OfflineMutationKind, use: (outbox: Outbox) => Promise<void>) {
  const starting = activeOutbox() ? null : outboxStarting()
  if (!starting) return use(requireOutbox(kind))
  return starting.then(() => use(requireOutbox(kind)))
}

/** Sets a toggle (like, bookmark, follow) to `desired`; `current` is what the cache shows. */
export function queueToggle(
  kind: ToggleKind,
  target: string,
  state: { desired: boolean; current: boolean },
): Promise<void> {
  return withOutbox(kind, (outbox) =>
    outbox.queueToggle(kind, target, state.desired, state.current),
  )
}

/**
 * Queues an action that is always sent, in order (a message, a reply, an appearance). Pass
 * `idempotencyKey` when the action was already tried online under that key (its answer may have
 * been lost): the replay then cannot apply it twice.
 */
export function queueOrdered<P>(
  kind: OrderedKind<P>,
  target: string,
  payload: P,
  idempotencyKey?: string,
): Promise<void> {
  return withOutbox(kind, (outbox) => outbox.queueOrdered(kind, target, payload, idempotencyKey))
}

/**
 * The outbox holding entry `id`: the active one, or on a signed-in page the guest's leftovers
 * (what this browser queued as a guest before signing in, still sent as the guest's).
 */
function outboxHolding(id: string): Outbox | undefined {
  const leftovers = leftoverOutbox()
  if (leftovers?.snapshot().some((entry) => entry.id === id)) return leftovers
  return activeOutbox() ?? undefined
}

/** Sends a waiting action now (a "retry" button) rather than at its next scheduled try. */
export function retryNow(id: string): Promise<void> {
  return outboxHolding(id)?.retryNow(id) ?? Promise.resolve()
}

/** Queues a refused action again under a new key (in its own outbox); resolves to its new id. */
export function sendAgain(id: string): Promise<string | undefined> {
  return outboxHolding(id)?.sendAgain(id) ?? Promise.resolve(undefined)
}

/** Whose outbox is open: a username, null for a guest's, undefined before one has opened. */
export const useOutboxOwner = (): string | null | undefined =>
  useSyncExternalStore(subscribeOutbox, () => activeOutbox()?.owner)

/** Whether the outbox is sending entry `id` right now. */
export const useIsSending = (id: string | undefined): boolean =>
  useSyncExternalStore(subscribeOutbox, () =>
    id === undefined ? false : (outboxHolding(id)?.isSending(id) ?? false),
  )

/** The first entry `match` picks (stable while the outbox does not change), or undefined. */
export function useOutboxEntry(match: (entry: OutboxEntry) => boolean): OutboxEntry | undefined {
  return useEntries((list) => list.find(match))
}

/** Forgets a failed action (after its message was read). */
export function dismissFailed(id: string): Promise<void> {
  return outboxHolding(id)?.dismiss(id) ?? Promise.resolve()
}

const NO_ENTRIES: readonly OutboxEntry[] = []
// A memo, not state: keyed by the snapshots it merged, so another scope's outboxes miss it.
let merged: {
  own: readonly OutboxEntry[]
  guest: readonly OutboxEntry[]
  all: readonly OutboxEntry[]
} = { own: NO_ENTRIES, guest: NO_ENTRIES, all: NO_ENTRIES }

/**
 * Every entry the page sends: the active outbox's, then on a signed-in page the guest's
 * leftovers. The same array until either changes (what `useSyncExternalStore` needs).
 */
function entries(): readonly OutboxEntry[] {
  const own = activeOutbox()?.snapshot() ?? NO_ENTRIES
  const guest = leftoverOutbox()?.snapshot() ?? NO_ENTRIES
  if (guest.length === 0) return own
  if (merged.own !== own || merged.guest !== guest) {
    merged = { own, guest, all: [...own, ...guest] }
  }
  return merged.all
}

function useEntries<T>(select: (entries: readonly OutboxEntry[]) => T): T {
  return useSyncExternalStore(subscribeOutbox, () => select(entries()))
}

const nameOf = (kind: OfflineMutationKind | string) => (typeof kind === 'string' ? kind : kind.kind)

/** Whether an action of `kind` on `target` is waiting to be sent (or being sent). */
export function usePendingFor(kind: OfflineMutationKind | string, target: string): boolean {
  const name = nameOf(kind)
  return useEntries((list) =>
    list.some(
      (entry) => entry.kind === name && entry.target === target && entry.status === 'pending',
    ),
  )
}

/** How many actions are not sent yet. */
export function usePendingCount(): number {
  return useEntries((list) => list.filter((entry) => entry.status === 'pending').length)
}

/** Every queued action (the same array until the outbox changes). */
export const useOutboxEntries = (): readonly OutboxEntry[] => useEntries((all) => all)

/** Actions the server refused, with its message in `lastError`. */
export function useFailedActions(): readonly OutboxEntry[] {
  // Select the whole snapshot (stable between changes), then filter outside the store read.
  const list = useEntries((all) => all)
  return list.filter((entry) => entry.status === 'failed')
}
