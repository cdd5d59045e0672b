/**
 * One encrypted push to one subscription (RFC 8291 aes128gcm, VAPID RFC 8292): web-push builds
 * the request; it is sent only to an endpoint the policy accepts, over a socket pinned to the
 * addresses checked for this send (docs/decisions/163-push-endpoints.md), within one deadline for
 * all of it. No redirect is followed. The answer decides the subscription's fate.
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import webpush from 'web-push'
import type { PushPayload } from '~/shared/push'
import { type EndpointPolicy, endpointTarget } from './endpoint-policy'
import { allowedAddresses, pinnedLookup, type Resolve } from './pinned-address'
import type { VapidKeys } from './vapid'

export interface Subscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * `gone`: the push service no longer knows it (404/410). `refused`: the server does not send
 * there: the endpoint itself (`endpoint`, for good) or what its name resolves to now (`address`).
 */
export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'gone' }
  | { outcome: 'refused'; reason: 'endpoint' | 'address' }
  | { outcome: 'failed'; status?: number; error?: string }

export interface DeliveryOptions {
  vapid: VapidKeys & { subject: string }
  policy: EndpointPolicy
  resolve: Resolve
  /** For resolving, connecting and the answer together. */
  timeoutMs: number
}

/** A day: a phone that was off for a night still gets it. */
const TTL_SECONDS = 24 * 60 * 60

/** `ECONNREFUSED`, `TimeoutError`…: what went wrong, never a message that may quote the URL. */
const errorName = (error: unknown) =>
  error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'Error'

type PushRequest = ReturnType<typeof webpush.generateRequestDetails>

const beforeAbort = <T>(work: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    work.then(resolve, reject)
  })

/** POSTs and answers the status; the body of the answer is drained, never read. */
function post(url: URL, request: PushRequest, lookup: LookupFunction, signal: AbortSignal) {
  const send = url.protocol === 'https:' ? https.request : http.request
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(
      url,
      { method: 'POST', headers: request.headers, lookup, signal },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body ?? undefined)
  })
}

export async function deliverPush(
  subscription: Subscription,
  payload: PushPayload,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const target = endpointTarget(subscription.endpoint, options.policy)
  if (!target) return { outcome: 'refused', reason: 'endpoint' }
  let request: PushRequest
  try {
    request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: options.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    })
  } catch {
    // Its message may quote the subscription; the log needs only that it happened.
    return { outcome: 'failed', error: 'request could not be built' }
  }
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    const addresses = await beforeAbort(
      allowedAddresses(target.host, options.policy, options.resolve),
      signal,
    )
    if (!addresses) return { outcome: 'refused', reason: 'address' }
    const status = await post(target.url, request, pinnedLookup(addresses), signal)
    if (status === 404 || status === 410) return { outcome: 'gone' }
    if (status >= 200 && status < 300) return { outcome: 'sent' }
    return { outcome: 'failed', status }
  } catch (error) {
    return { outcome: 'failed', error: errorName(error) }
  }
}
