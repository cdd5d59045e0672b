import * as v from 'valibot'
import { samePath } from '../src/shared/push'
import { type PushSubscribeRequest, pushPayloadSchema } from '../src/shared/schemas/push'
import { worker } from './scope'

const ICON = '/icons/icon-192.png'

/**
 * Web Push (docs/decisions/114-push-vapid-key.md to docs/decisions/117-push-opt-in.md): a push
 * shows its notification; a later one for the same page replaces it. A click focuses a Seen window
 * and opens the push's page there, or opens one.
 */
export function showPushes() {
  worker.addEventListener('push', (event) => {
    let data: unknown
    try {
      data = event.data?.json()
    } catch {
      return
    }
    const parsed = v.safeParse(pushPayloadSchema, data)
    if (!parsed.success) return
    const { title, body, url } = parsed.output
    const path = samePath(url)
    event.waitUntil(
      worker.registration.showNotification(title, {
        body,
        icon: ICON,
        badge: ICON,
        tag: path,
        data: { url: path },
      }),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data: unknown = event.notification.data
    const url = samePath(
      typeof data === 'object' && data !== null && 'url' in data ? String(data.url) : '/',
    )
    event.waitUntil(openPage(new URL(url, worker.location.origin).href))
  })

  // The browser replaced the subscription (its push service rotated it): the server learns the
  // new one under the same session, or it would keep pushing to an address nobody reads.
  worker.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as Event & {
      oldSubscription?: PushSubscription | null
      newSubscription?: PushSubscription | null
      waitUntil(work: Promise<unknown>): void
    }
    change.waitUntil(renew(change.oldSubscription ?? null, change.newSubscription ?? null))
  })
}

async function renew(old: PushSubscription | null, given: PushSubscription | null) {
  const key = old?.options.applicationServerKey
  const next =
    given ??
    (key
      ? await worker.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        })
      : null)
  if (!next) return
  const json = next.toJSON()
  const body: PushSubscribeRequest = {
    subscription: {
      endpoint: next.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  }
  await fetch('/api/push/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
    body: JSON.stringify(body),
  })
}

async function openPage(href: string) {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin)
  if (open) {
    try {
      await (await open.focus()).navigate(href)
      return
    } catch {
      // A window this worker does not control cannot be navigated from here: open a new one.
    }
  }
  await worker.clients.openWindow(href)
}
