import { beginScope, currentScope } from './current-scope'
import type { Outbox } from './outbox'

const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}

/** An outbox the page follows: a change of it, or of its entries, tells every listener. */
function followedOutbox() {
  let current: Outbox | null = null
  let unsubscribe: (() => void) | null = null
  return {
    get: () => current,
    set(outbox: Outbox | null) {
      unsubscribe?.()
      current = outbox
      unsubscribe = outbox ? outbox.subscribe(notify) : null
      notify()
    },
  }
}

const active = followedOutbox()
const leftover = followedOutbox()

/** The outbox of whoever the page is for (a user's, or the guest one), or null before it opens. */
export const activeOutbox = active.get
export const setActiveOutbox = active.set

/**
 * The guest outbox a signed-in page also sends (`openGuestLeftovers`): what this browser queued
 * as a guest before signing in. Null on a guest's page and once the user's scope has closed.
 */
export const leftoverOutbox = leftover.get
export const setLeftoverOutbox = leftover.set

/**
 * The page renders before the outbox has opened (when online); an action queued in that moment
 * waits for `opening` rather than being refused. `opening` opens a new session scope, whose
 * start-up state this is (`current-scope.ts`).
 */
export const outboxOpening = (opening: Promise<unknown>) => beginScope(opening)

/** Settles once the outbox being opened at start-up is open (or failed to); null when none is. */
export const outboxStarting = () => currentScope()?.starting ?? null

/**
 * Settles once the start-up restore of the persisted cache is done (or the offline start has
 * ended without one); null when no start is under way. What a route loader waits for to draw
 * saved data before asking the network: the outbox and the image cache may still be opening.
 */
export const cacheRestored = () => currentScope()?.restoring ?? null

/** Called when the active or the leftover outbox, or their entries, change. */
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
