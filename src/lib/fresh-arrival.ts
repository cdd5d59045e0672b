import { useEffect, useState } from 'react'

/** Set once a list has used the hook: any later one was reached inside the app. */
let arrived = false

/** How the browser loaded this document: 'navigate', 'reload', 'back_forward', or unknown. */
function documentLoadType(): string | undefined {
  const [entry] =
    typeof performance.getEntriesByType === 'function'
      ? performance.getEntriesByType('navigation')
      : []
  return entry && 'type' in entry ? String(entry.type) : undefined
}

/**
 * Whether this is the first list of a document the browser opened fresh (a link, a typed
 * address, a QR code): the one moment its drawing competes with the app's own start, so that
 * drawing it a slice per task pays. Not after a reload or a return through history, where the
 * scroll position comes back and needs every item of the list in place at once, and not for a
 * list reached later inside the app.
 */
export function useFreshArrival(): boolean {
  const [fresh] = useState(() => !arrived && documentLoadType() === 'navigate')
  useEffect(() => {
    arrived = true
  }, [])
  return fresh
}
