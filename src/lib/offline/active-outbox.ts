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

/** Called when the active outbox or its entries change. */
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
