/** Which Seen's slideshow is showing (toolbar button <-> appearance section); none by default. */
import { useSyncExternalStore } from 'react'

let active: string | null = null
const listeners = new Set<() => void>()

function set(next: string | null) {
  active = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const slideshowStore = {
  start: (seenShortName: string) => set(seenShortName),
  stop: () => set(null),
}

export function useSlideshowActive(seenShortName: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active === seenShortName,
    () => false,
  )
}
