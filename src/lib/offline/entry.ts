import { MSG } from '~/shared/messages'
import type { OutboxRequest } from './kinds'

/** One queued action (docs/architecture/offline.md). `id` is also the request's Idempotency-Key. */
export interface OutboxEntry<P = unknown> {
  id: string
  /** Order of creation; entries are sent by ascending `seq`. */
  seq: number
  kind: string
  /** What the action is about (a Seen's short name, a username, a conversation). */
  target: string
  payload: P
  createdAt: number
  /** Sends tried so far. */
  attempts: number
  /** Not sent before this time (ms since epoch). */
  nextAttemptAt: number
  /** The last failure's text; for a failed entry the server's message. */
  lastError: string | null
  /** `failed`: refused for good, rolled back, shown until dismissed. */
  status: 'pending' | 'failed'
  /**
   * The call, worked out when the entry was stored, so that the service worker can send it with
   * no page open (`background-send.ts`). Entries stored before it existed are sent by pages.
   * A kind builds it from the payload's own objects (the appearance post's record), so a photo
   * is stored once: IndexedDB's structured clone keeps shared references.
   */
  request?: OutboxRequest
}

/**
 * How long the server remembers an Idempotency-Key (IDEMPOTENCY_TTL_MS). An older entry is not
 * replayed: if its first send reached the server and only the answer was lost, the server no
 * longer knows the key and would do it twice. The person decides whether to send it again.
 */
export const ENTRY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** The failed form of a pending entry that outlived ENTRY_LIFETIME_MS at `now`; else undefined. */
export function expiredEntry<P>(entry: OutboxEntry<P>, now: number): OutboxEntry<P> | undefined {
  if (now - entry.createdAt < ENTRY_LIFETIME_MS) return undefined
  return { ...entry, status: 'failed', lastError: MSG.outboxExpired }
}

const BASE_DELAY_MS = 2_000
const MAX_DELAY_MS = 5 * 60_000

/**
 * Wait before the next try after `attempts` failed ones: exponential from 2 s, capped at 5 min,
 * with jitter (50–100 %) so that many clients coming back online do not retry in step.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling * (0.5 + random() / 2))
}

/** A new pending entry of `kind` (its `seq` is given when it is stored). */
export function newEntry<P>(
  kind: { kind: string; request(payload: P, target: string): OutboxRequest },
  target: string,
  payload: P,
  at: number,
  /** The Idempotency-Key of an earlier attempt of the same action (a new one by default). */
  id: string = crypto.randomUUID(),
): Omit<OutboxEntry<P>, 'seq'> {
  return {
    id,
    kind: kind.kind,
    request: kind.request(payload, target),
    target,
    payload,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    status: 'pending',
  }
}

/**
 * A refused entry queued again as the person asked: a new id (the Idempotency-Key: the server
 * keeps its refusal under the old one and would only repeat it), due now, with no tries yet.
 */
export function sentAgain<P>(entry: OutboxEntry<P>, now: number): OutboxEntry<P> {
  return {
    ...entry,
    id: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    status: 'pending',
  }
}

/** Whether a waiting entry of `before` is gone from `after` without `own` having touched it. */
export const sentElsewhere = (
  before: readonly OutboxEntry[],
  after: readonly OutboxEntry[],
  own: (id: string) => boolean,
) =>
  before.some(
    (entry) =>
      entry.status === 'pending' && !own(entry.id) && !after.some((now) => now.id === entry.id),
  )
