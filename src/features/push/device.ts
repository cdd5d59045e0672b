/**
 * This browser's side of Web Push (docs/decisions/117-push-opt-in.md): whether it can, the
 * permission, and the subscription made through the service worker with the server's public key.
 */
import { api } from '~/lib/api'
import { currentSubscription, pushPermission, pushWorker } from '~/lib/push-browser'
import { type PushSubscribeRequest, pushDoneResponse, pushKeyResponse } from '~/shared/schemas/push'

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

/** What `PushSubscription.toJSON()` holds, as the server reads it. */
export const subscriptionBody = (subscription: PushSubscription): PushSubscribeRequest => {
  const json = subscription.toJSON()
  return {
    subscription: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  }
}

export type TurnOnResult = 'on' | 'denied' | 'unsupported'

/**
 * Asks the browser (its permission prompt, once), subscribes through the service worker and
 * tells the server. Must run from a click: browsers allow the prompt only after a gesture.
 */
export async function turnOnPush(): Promise<TurnOnResult> {
  if (pushPermission() === 'unsupported') return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const registration = await pushWorker()
  if (!registration) return 'unsupported'
  const { publicKey } = await api.get('/api/push/key', pushKeyResponse)
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }))
  await api.post('/api/push/subscribe', pushDoneResponse, { json: subscriptionBody(subscription) })
  return 'on'
}

/** Ends this device's subscription here and on the server. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  await api.post('/api/push/unsubscribe', pushDoneResponse, {
    json: { endpoint: subscription.endpoint },
  })
  await subscription.unsubscribe()
}

/**
 * A subscription this browser still holds is told to the server again: the server drops it
 * when the session that made it ends, and a new sign-in keeps the device's notifications on.
 */
export async function resubscribe(subscription: PushSubscription): Promise<void> {
  await api.post('/api/push/subscribe', pushDoneResponse, { json: subscriptionBody(subscription) })
}

export { currentSubscription, pushPermission }
