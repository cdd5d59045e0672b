import { useSyncExternalStore } from 'react'

/** Chromium's install event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

// Page-wide: the browser's install offer comes once per document, whoever is signed in.
let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** Keeps the browser's install offer for the Install button (listen before the app renders). */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall() {
  const event = deferred
  if (!event) return
  deferred = null
  notify()
  await event.prompt()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether the browser offered to install the app. */
export const useCanInstall = () => useSyncExternalStore(subscribe, () => deferred !== null)

/** iOS Safari has no install event: it needs the "Add to Home Screen" hint, unless installed. */
export function needsIosInstallHint(nav: Navigator = navigator): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone
}
