/**
 * One encrypted push to one subscription (RFC 8291 aes128gcm, VAPID RFC 8292): web-push builds
 * the request, fetch sends it with a deadline. The answer decides the subscription's fate.
 */
import webpush from 'web-push'
import type { PushPayload } from '~/shared/push'
import type { VapidKeys } from './vapid'

export interface Subscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** `gone`: the push service no longer knows it (404/410); the subscription is dropped. */
export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'gone' }
  | { outcome: 'failed'; status?: number; error?: string }

/** A day: a phone that was off for a night still gets it. */
const TTL_SECONDS = 24 * 60 * 60

export async function deliverPush(
  subscription: Subscription,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  timeoutMs: number,
): Promise<DeliveryResult> {
  let request: ReturnType<typeof webpush.generateRequestDetails>
  try {
    request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    })
  } catch {
    // Its message may quote the subscription; the log needs only that it happened.
    return { outcome: 'failed', error: 'request could not be built' }
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return { outcome: 'gone' }
    if (response.ok) return { outcome: 'sent' }
    return { outcome: 'failed', status: response.status }
  } catch (error) {
    return { outcome: 'failed', error: (error as Error).name }
  }
}
