/**
 * This browser's Web Push capability and subscription, below every feature: the push feature
 * subscribes through it, and logging out drops the subscription
 * (docs/decisions/116-push-subscriptions.md).
 */

export type PushPermission = 'unsupported' | NotificationPermission

/** A worker that is not active within this long (development, a failed install) counts as none. */
const WORKER_WAIT_MS = 5_000

export function pushPermission(): PushPermission {
  const capable =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  return capable ? Notification.permission : 'unsupported'
}

export async function pushWorker(): Promise<ServiceWorkerRegistration | null> {
  if (pushPermission() === 'unsupported') return null
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await pushWorker())?.pushManager.getSubscription() ?? null
}

/**
 * At logout: the next person on this browser starts without the last one's subscription (the
 * server already drops it with the session). Never throws; a browser without push has none.
 */
export async function dropBrowserSubscription(): Promise<void> {
  if (pushPermission() === 'unsupported') return
  try {
    // getRegistration answers at once, where `ready` would wait for a worker that may never come.
    const registration = await navigator.serviceWorker.getRegistration()
    await (await registration?.pushManager.getSubscription())?.unsubscribe()
  } catch {
    // Nothing left to do: the server stops pushing once the session ends.
  }
}
