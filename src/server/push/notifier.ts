/**
 * Sends Web Push after a request's write has committed (docs/decisions/114-push-vapid-key.md to
 * docs/decisions/116-push-subscriptions.md): the request never waits for it and never fails because
 * of it. Each event is batched per person, kind and scope (batches.ts); a batch still counting is
 * sent when its window ends, saying what its person may still see then (recheck.ts). Sends run side
 * by side (send-queue.ts), each to an endpoint and address the policy allows
 * (docs/decisions/163-push-endpoints.md).
 */
import { type PushPayload, pushPayload } from '~/shared/push'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { type BatchKey, claimPush, nextDueAt, takeDueBatches } from './batches'
import { deliverPush, type Subscription } from './deliver'
import { type EndpointPolicy, endpointTarget } from './endpoint-policy'
import type { PushEvent } from './events'
import { type Resolve, systemResolve } from './pinned-address'
import { detailAtSend } from './recheck'
import { createSendQueue } from './send-queue'
import { dropEndpoint, subscriptionsOf, wantingPush } from './subscriptions'
import { ensureVapidKeys, type VapidKeys } from './vapid'

/** A push service that does not answer within this long is given up on for this push. */
export const PUSH_TIMEOUT_MS = 5000
/** Pushes in flight at once, and to one push service (so a silent one blocks only its own). */
const MAX_SENDS = 32
const MAX_SENDS_PER_SERVICE = 8
/** A batch another instance is sending is looked at again after this long, not in a loop. */
const MIN_TIMER_MS = 1000

export interface PushNotifierOptions {
  db: Db
  logger: Logger
  clock: () => Date
  /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
  subject: string
  /** Which endpoints are sent to (PUSH_ENDPOINT_HOSTS, PUSH_LOCAL_ENDPOINTS). */
  endpoints: EndpointPolicy
  /** Resolves an endpoint's host before each send: the system's resolver unless a test's. */
  resolve?: Resolve
}

export interface PushNotifier {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey(): Promise<string>
  /** Whether the server would deliver to this endpoint (its addresses are checked at send). */
  acceptsEndpoint(endpoint: string): boolean
  /** Starts the work; returns at once. `events` reads the committed rows. */
  notify(events: (db: Db) => Promise<PushEvent[]>): void
  /** Starts sending every batch whose window has ended (its timer calls this; tests too). */
  flushDue(): Promise<void>
  /** Resolves once all started work is done (tests, drain). */
  idle(): Promise<void>
  close(): void
}

/** The push service a subscription belongs to, for the per-service share of the sends. */
const serviceOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : '')

export function createPushNotifier(options: PushNotifierOptions): PushNotifier {
  const { db, logger, clock, endpoints } = options
  const resolve = options.resolve ?? systemResolve
  const log = logger.child({ module: 'push' })
  let keys: Promise<VapidKeys> | undefined
  const vapid = () => {
    keys ??= ensureVapidKeys(db).catch((error: unknown) => {
      keys = undefined
      throw error
    })
    return keys
  }
  const sends = createSendQueue(MAX_SENDS, MAX_SENDS_PER_SERVICE)
  const running = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  let timerAt = Number.POSITIVE_INFINITY
  let closed = false

  const track = (work: Promise<void>) => {
    const done = work.catch((err: unknown) => log.error({ err }, 'push failed'))
    running.add(done)
    void done.finally(() => running.delete(done))
  }

  const deliver = async (userId: string, subscription: Subscription, payload: PushPayload) => {
    const vapidKeys = { ...(await vapid()), subject: options.subject }
    const result = await sends.run(serviceOf(subscription.endpoint), () =>
      deliverPush(subscription, payload, {
        vapid: vapidKeys,
        policy: endpoints,
        resolve,
        timeoutMs: PUSH_TIMEOUT_MS,
      }),
    )
    if (result.outcome === 'gone') {
      await dropEndpoint(db, subscription.endpoint)
      log.info({ userId }, 'push subscription gone, removed')
    } else if (result.outcome === 'refused' && result.reason === 'endpoint') {
      await dropEndpoint(db, subscription.endpoint)
      log.warn({ userId }, 'push endpoint not accepted, subscription removed')
    } else if (result.outcome === 'refused') {
      log.warn({ userId }, 'push not sent: the endpoint resolves to an address not allowed')
    } else if (result.outcome === 'failed') {
      const { status, error } = result
      log.warn({ userId, status, error }, 'push not delivered')
    }
  }

  /** Every device of the person at once; each send is tracked on its own. */
  const sendTo = async (userId: string, payload: PushPayload) => {
    for (const subscription of await subscriptionsOf(db, userId)) {
      track(deliver(userId, subscription, payload))
    }
  }

  const schedule = (dueAt: Date) => {
    if (closed || dueAt.getTime() >= timerAt) return
    clearTimeout(timer)
    timerAt = dueAt.getTime()
    timer = setTimeout(
      () => {
        timer = undefined
        timerAt = Number.POSITIVE_INFINITY
        track(notifier.flushDue())
      },
      Math.max(MIN_TIMER_MS, timerAt - clock().getTime()),
    )
    timer.unref()
  }

  const handle = async (key: BatchKey, detail: PushEvent['detail']) => {
    const claim = await claimPush(db, key, clock())
    if (claim.count > 0) await sendTo(key.userId, pushPayload(key.kind, claim.count, detail))
    else if ('dueAt' in claim) schedule(claim.dueAt)
  }

  const notifier: PushNotifier = {
    publicKey: async () => (await vapid()).publicKey,
    acceptsEndpoint: (endpoint) => endpointTarget(endpoint, endpoints) !== null,
    notify: (events) => {
      if (closed) return
      track(
        (async () => {
          for (const event of await events(db)) {
            for (const userId of await wantingPush(db, event.userIds, event.kind)) {
              await handle({ userId, kind: event.kind, scope: event.scope }, event.detail)
            }
          }
        })(),
      )
    },
    flushDue: async () => {
      const now = clock()
      for (const batch of await takeDueBatches(db, now)) {
        const wanted = await wantingPush(db, [batch.userId], batch.kind)
        const detail = wanted.length > 0 ? await detailAtSend(db, batch, now) : null
        if (detail) await sendTo(batch.userId, pushPayload(batch.kind, batch.count, detail))
      }
      const next = await nextDueAt(db)
      if (next) schedule(next)
    },
    idle: async () => {
      while (running.size > 0) await Promise.all(running)
    },
    close: () => {
      closed = true
      clearTimeout(timer)
    },
  }
  return notifier
}
