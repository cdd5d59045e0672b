import { useEffect, useState } from 'react'

/** Set once a list has used the hook: a later one may be a return to it, with its scroll. */
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
 * Whether this is the first list using the hook in a document the browser opened fresh (a link,
 * a typed address, a QR code): on the page it opened, or the first one opened from there. Its
 * drawing then competes with the app's own start, so that drawing it a slice per task pays.
 * Not after a reload or a return through history, where the scroll position comes back and
 * needs every item of the list in place at once; nor for any later list of the document, which
 * a back navigation may be returning to.
 */
export function useFreshArrival(): boolean {
  const [fresh] = useState(() => !arrived && documentLoadType() === 'navigate')
  useEffect(() => {
    arrived = true
  }, [])
  return fresh
}
