import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/** Why a network-only action is disabled (shown next to it). */
export const OFFLINE_REASON = 'You are offline. This needs a connection.'

const PROBE_URL = '/healthz'
const PROBE_TIMEOUT_MS = 5_000
const FIRST_PROBE_DELAY_MS = 2_000
const MAX_PROBE_DELAY_MS = 30_000

let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeDelay = FIRST_PROBE_DELAY_MS

/** Whether the server answers, asked without any cache in between. */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return response.ok
  } catch {
    return false
  }
}

/** Asks the server now; while it does not answer, asks again with growing pauses. */
export async function probe(): Promise<void> {
  clearTimeout(probeTimer)
  if (await serverAnswers()) {
    probeDelay = FIRST_PROBE_DELAY_MS
    onlineManager.setOnline(true)
    return
  }
  onlineManager.setOnline(false)
  probeTimer = setTimeout(() => void probe(), probeDelay)
  probeDelay = Math.min(MAX_PROBE_DELAY_MS, probeDelay * 2)
}

/** A request could not reach the server: offline until a probe gets through. */
export function reportConnectionLost() {
  if (!onlineManager.isOnline()) return
  onlineManager.setOnline(false)
  probeDelay = FIRST_PROBE_DELAY_MS
  probeTimer = setTimeout(() => void probe(), probeDelay)
}

/**
 * Drives React Query's `onlineManager` by real connectivity: the browser's `offline` event and
 * failed requests turn it off; only a successful probe turns it back on (`navigator.onLine`
 * is true on a network without Internet).
 */
export function watchConnectivity() {
  onlineManager.setEventListener((setOnline) => {
    const goneOffline = () => {
      clearTimeout(probeTimer)
      setOnline(false)
    }
    const maybeOnline = () => void probe()
    window.addEventListener('offline', goneOffline)
    window.addEventListener('online', maybeOnline)
    if (!navigator.onLine) setOnline(false)
    return () => {
      window.removeEventListener('offline', goneOffline)
      window.removeEventListener('online', maybeOnline)
    }
  })
}

/** Whether the server can be reached right now. */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  )
}
