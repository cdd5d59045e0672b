/**
 * Sends Web Push after a request's write has committed (README decisions 114–116): the request
 * never waits for it and never fails because of it. Each event is batched per person, kind and
 * scope (batches.ts); a batch still counting is sent when its window ends.
 */
import { type PushPayload, pushPayload } from '~/shared/push'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { type BatchKey, claimPush, nextDueAt, takeDueBatches } from './batches'
import { deliverPush } from './deliver'
import type { PushEvent } from './events'
import { dropEndpoint, subscriptionsOf, wantingPush } from './subscriptions'
import { ensureVapidKeys, type VapidKeys } from './vapid'

/** A push service that does not answer within this long is given up on for this push. */
export const PUSH_TIMEOUT_MS = 10_000
/** A batch another instance is sending is looked at again after this long, not in a loop. */
const MIN_TIMER_MS = 1000

export interface PushNotifierOptions {
  db: Db
  logger: Logger
  clock: () => Date
  /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
  subject: string
  /** Accept `http:` endpoints (tests' local receiver); production push services are https. */
  allowHttpEndpoints: boolean
}

export interface PushNotifier {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey(): Promise<string>
  /** Whether the server would deliver to this endpoint. */
  acceptsEndpoint(endpoint: string): boolean
  /** Starts the work; returns at once. `events` reads the committed rows. */
  notify(events: (db: Db) => Promise<PushEvent[]>): void
  /** Sends every batch whose window has ended (its timer calls this; tests too). */
  flushDue(): Promise<void>
  /** Resolves once all started work is done (tests, drain). */
  idle(): Promise<void>
  close(): void
}

export function createPushNotifier(options: PushNotifierOptions): PushNotifier {
  const { db, logger, clock } = options
  const log = logger.child({ module: 'push' })
  let keys: Promise<VapidKeys> | undefined
  const vapid = () => {
    keys ??= ensureVapidKeys(db).catch((error: unknown) => {
      keys = undefined
      throw error
    })
    return keys
  }
  const running = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  let timerAt = Number.POSITIVE_INFINITY
  let closed = false

  const track = (work: Promise<void>) => {
    const done = work.catch((err: unknown) => log.error({ err }, 'push failed'))
    running.add(done)
    void done.finally(() => running.delete(done))
  }

  const sendTo = async (userId: string, payload: PushPayload) => {
    const { publicKey, privateKey } = await vapid()
    for (const subscription of await subscriptionsOf(db, userId)) {
      const result = await deliverPush(
        subscription,
        payload,
        { publicKey, privateKey, subject: options.subject },
        PUSH_TIMEOUT_MS,
      )
      if (result.outcome === 'gone') {
        await dropEndpoint(db, subscription.endpoint)
        log.info({ userId }, 'push subscription gone, removed')
      } else if (result.outcome === 'failed') {
        const { status, error } = result
        log.warn({ userId, status, error }, 'push not delivered')
      }
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
    const claim = await claimPush(db, key, detail, clock())
    if (claim.count > 0) await sendTo(key.userId, pushPayload(key.kind, claim.count, detail))
    else if ('dueAt' in claim) schedule(claim.dueAt)
  }

  const notifier: PushNotifier = {
    publicKey: async () => (await vapid()).publicKey,
    acceptsEndpoint: (endpoint) => {
      const { protocol } = new URL(endpoint)
      return protocol === 'https:' || (options.allowHttpEndpoints && protocol === 'http:')
    },
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
      for (const batch of await takeDueBatches(db, clock())) {
        const wanted = await wantingPush(db, [batch.userId], batch.kind)
        if (wanted.length > 0)
          await sendTo(batch.userId, pushPayload(batch.kind, batch.count, batch.detail))
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
