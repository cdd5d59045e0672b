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

let starting: Promise<void> | null = null

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
  void settled.then(() => {
    if (starting === settled) starting = null
  })
}

/** Settles once the outbox being opened at start-up is open (or failed to); null when none is. */
export const outboxStarting = () => starting

/** Called when the active outbox or its entries change. */
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
