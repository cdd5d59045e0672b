import type { Outbox } from './outbox'

let active: Outbox | null = null
const listeners = new Set<() => void>()
let unsubscribeActive: (() => void) | null = null

const notify = () => {
  for (const listener of listeners) listener()
}

/** The outbox of whoever the page is for (a user's, or the guest one), or null before it opens. */
export const activeOutbox = () => active

export function setActiveOutbox(outbox: Outbox | null) {
  unsubscribeActive?.()
  active = outbox
  unsubscribeActive = outbox ? outbox.subscribe(notify) : null
  notify()
}

let leftover: Outbox | null = null
let unsubscribeLeftover: (() => void) | null = null

/**
 * The guest outbox a signed-in page also sends (`openGuestLeftovers`): what this browser queued
 * as a guest before signing in. Null on a guest's page and once the user's scope has closed.
 */
export const leftoverOutbox = () => leftover

export function setLeftoverOutbox(outbox: Outbox | null) {
  unsubscribeLeftover?.()
  leftover = outbox
  unsubscribeLeftover = outbox ? outbox.subscribe(notify) : null
  notify()
}

let starting: Promise<void> | null = null
let restoring: Promise<void> | null = null
let markRestored: () => void = () => undefined

/**
 * The page renders before the outbox has opened (when online); an action queued in that moment
 * waits for `opening` rather than being refused.
 */
export function outboxOpening(opening: Promise<unknown>) {
  const settled: Promise<void> = opening.then(
    () => undefined,
    () => undefined,
  )
  starting = settled
  restoring = new Promise((done) => {
    markRestored = done
  })
  void settled.then(() => {
    cacheRestoreDone()
    if (starting === settled) starting = null
  })
}

/** Settles once the outbox being opened at start-up is open (or failed to); null when none is. */
export const outboxStarting = () => starting

/**
 * Settles once the start-up restore of the persisted cache is done (or the offline start has
 * ended without one); null when no start is under way. What a route loader waits for to draw
 * saved data before asking the network: the outbox and the image cache may still be opening.
 */
export const cacheRestored = () => restoring

/** Called by the session scope right after the restore, and when the offline start ends. */
export function cacheRestoreDone() {
  restoring = null
  markRestored()
}

/** Called when the active or the leftover outbox, or their entries, change. */
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
