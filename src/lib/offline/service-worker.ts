import { useSyncExternalStore } from 'react'

const UPDATE_CHECK_MS = 60 * 60_000

// Page-wide: the worker's waiting version is the browser's, not a session's.
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

function offerUpdate(apply: () => void) {
  applyUpdate = apply
  for (const listener of listeners) listener()
}

/**
 * Registers the service worker (built app only; the Vite dev server has none). A new version waits until the user chooses
 * "Reload" (never a silent reload that would lose a form); then it takes over and the page
 * reloads once. workbox-window loads after the first page is up: registering is not urgent.
 */
export async function registerServiceWorker() {
  // By mode, not `DEV`: a build made with NODE_ENV=test (the e2e server) still has its worker.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  void workbox.register().then((registration) => {
    setInterval(() => void registration?.update(), UPDATE_CHECK_MS)
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The action that installs a waiting new version and reloads, or null when there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate)
}
