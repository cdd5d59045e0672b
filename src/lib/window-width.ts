import { useSyncExternalStore } from 'react'

/**
 * The window's width for React, read once and again on each resize. Reading `innerWidth` makes
 * the browser finish any pending layout first: read on every render of the first page, as it
 * was, it cost a phone over 100 ms of forced layout while the list rendered.
 */
let width: number | null = null
const listeners = new Set<() => void>()

function onResize() {
  width = window.innerWidth
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize)
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size > 0) return
    window.removeEventListener('resize', onResize)
    // Unwatched, the width may change unseen: the next reader reads it afresh.
    width = null
  }
}

const currentWidth = () => {
  width ??= window.innerWidth
  return width
}

/** What `select` makes of the window's width; re-renders only when that changes. */
export function useWindowWidth<T extends string | number | boolean>(
  select: (width: number) => T,
): T {
  return useSyncExternalStore(subscribe, () => select(currentWidth()))
}
