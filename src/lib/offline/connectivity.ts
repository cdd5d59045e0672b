import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { observeReachability, type Reachability } from '../api'

/** Why a network-only action is disabled (shown next to it). */
export const OFFLINE_REASON = 'You are offline. This needs a connection.'

/**
 * `slow`: the browser says it is online but requests reach nothing within their deadline (a
 * venue's "lie-fi"); `offline`: the browser says so, or requests are refused at once.
 */
export type Connectivity = 'online' | 'slow' | 'offline'

const PROBE_URL = '/healthz'
const PROBE_TIMEOUT_MS = 3_000
/**
 * A request stalled (STALL_NOTICE_MS) asks the server this long: no answer by then says lie-fi
 * within 4 s of the stalled request's start, a write's as fast as a read's.
 */
const STALL_PROBE_TIMEOUT_MS = 1_500
const FIRST_PROBE_DELAY_MS = 1_000
/**
 * Probes while the server cannot be reached: short and jittered, never further apart than this,
 * so what waits is on the server within 5 s of the link coming back (a probe is one small GET).
 */
export const MAX_PROBE_DELAY_MS = 4_000

// Page-wide: the state of the network, the same whoever is signed in.
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeRound = 0
let lost: Exclude<Connectivity, 'online'> = 'offline'
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** Pause before probe number `round` (0-based): 1 s growing by half, capped, 50–100 % jitter. */
export function probeDelay(round: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_PROBE_DELAY_MS, FIRST_PROBE_DELAY_MS * 1.5 ** round)
  return Math.round(ceiling * (0.5 + random() / 2))
}

/** Whether the server answers within `timeoutMs`, asked without any cache in between. */
async function serverAnswers(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return response.ok
  } catch {
    return false
  }
}

function scheduleProbe() {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), probeDelay(probeRound))
  probeRound += 1
}

function setLost(kind: Exclude<Connectivity, 'online'>) {
  const changed = lost !== kind
  lost = kind
  if (onlineManager.isOnline()) onlineManager.setOnline(false)
  else if (changed) notify()
}

function setReached() {
  clearTimeout(probeTimer)
  probeRound = 0
  onlineManager.setOnline(true)
}

/** Asks the server now; while it does not answer, asks again on the probe schedule. */
export async function probe(): Promise<void> {
  clearTimeout(probeTimer)
  if (await serverAnswers()) {
    setReached()
    return
  }
  if (!onlineManager.isOnline()) notify()
  else onlineManager.setOnline(false)
  scheduleProbe()
}

/**
 * A request could not reach the server: offline (or slow, after a deadline passed) until a
 * probe or any other request gets through. Without `how` the kind already known is kept.
 */
export function reportConnectionLost(how?: Reachability) {
  const wasOnline = onlineManager.isOnline()
  if (!how && !wasOnline) return
  const kind = how === 'timeout' && navigator.onLine ? 'slow' : 'offline'
  setLost(kind)
  if (wasOnline) {
    probeRound = 0
    scheduleProbe()
  }
}

// Page-wide, as the probe state above.
let stallProbe: Promise<void> | null = null

/**
 * A request waits past STALL_NOTICE_MS: while the app counts as online, one short probe (shared
 * by every request that stalls meanwhile) decides. No answer: lie-fi, as a read's deadline
 * would say; an answer: the server is only slow with this request, and nothing is said.
 */
function onStalled() {
  if (stallProbe || !onlineManager.isOnline()) return
  stallProbe = serverAnswers(STALL_PROBE_TIMEOUT_MS).then((answers) => {
    stallProbe = null
    if (!answers) reportConnectionLost('timeout')
  })
}

function onReachability(what: Reachability) {
  if (what === 'stalled') onStalled()
  else if (what === 'reached') {
    // An answer that lands after the browser's `offline` event left before it: `navigator.onLine`
    // false is always right (only true can be a lie), so it does not make the app online again.
    if (!onlineManager.isOnline() && navigator.onLine) setReached()
  } else reportConnectionLost(what)
}

/**
 * Drives React Query's `onlineManager` by real connectivity: the browser's `offline` event and
 * failed requests turn it off; a successful probe or any answered request turns it back on
 * (`navigator.onLine` is true on a network without Internet).
 */
export function watchConnectivity() {
  observeReachability(onReachability)
  onlineManager.setEventListener((setOnline) => {
    const goneOffline = () => {
      clearTimeout(probeTimer)
      lost = 'offline'
      setOnline(false)
      notify()
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

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const stop = onlineManager.subscribe(listener)
  return () => {
    listeners.delete(listener)
    stop()
  }
}

const connectivity = (): Connectivity => (onlineManager.isOnline() ? 'online' : lost)

/** Online, slow (lie-fi) or offline, as the last requests found it. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, connectivity)
}

/** Whether the server can be reached right now. */
export function useOnline(): boolean {
  return useConnectivity() === 'online'
}
