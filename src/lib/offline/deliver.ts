/**
 * The one way a queued action is sent (docs/architecture/offline.md), by a page's outbox and by the
 * service worker's background run alike: expiry, the attempt count, the one retry rule and the
 * server's Retry-After live here; each caller only says how to send and stores the result.
 */
import type { QueryClient } from '@tanstack/react-query'
import { CommunicationError, getErrorMessage, isRetryable } from '../api'
import { expiredEntry, type OutboxEntry, retryDelay } from './entry'
import type { OfflineMutationKind, OutboxRequest } from './kinds'

/** Sends one request under its Idempotency-Key; throws what the HTTP client throws. */
export type Send = (request: OutboxRequest, key: string) => Promise<unknown>

/** What to do after a send threw: try again later, or give up and roll back. */
export type FailureClass = 'retry' | 'fail'

/** Whether a failed send may pass later: the client's one retry rule (`isRetryable`). */
export const classifyFailure = (error: unknown): FailureClass =>
  isRetryable(error) ? 'retry' : 'fail'

/** What one send came to, with the entry as it must be stored when it stays queued. */
export type Delivery =
  | { outcome: 'sent'; answer: unknown }
  | { outcome: 'retry' | 'offline' | 'failed'; entry: OutboxEntry }

/**
 * Sends one entry, its request built by `request` (a page builds it from the kind, the worker
 * reads the one the entry stored), and classifies the result; it changes nothing itself.
 */
export async function deliver(
  entry: OutboxEntry,
  request: () => OutboxRequest,
  send: Send,
  clock: { now: number; random: () => number },
): Promise<Delivery> {
  const expired = expiredEntry(entry, clock.now)
  if (expired) return { outcome: 'failed', entry: expired }
  try {
    return { outcome: 'sent', answer: await send(request(), entry.id) }
  } catch (error) {
    const attempts = entry.attempts + 1
    const lastError = getErrorMessage(error)
    if (classifyFailure(error) === 'fail') {
      return { outcome: 'failed', entry: { ...entry, attempts, lastError, status: 'failed' } }
    }
    // A server that said how long to wait (429 Retry-After) is waited for, never hammered.
    const asked = error instanceof CommunicationError ? (error.retryAfterMs ?? 0) : 0
    const unreachable = error instanceof CommunicationError && error.status === 0
    // Not reached: the connectivity probes pace the next try (the outbox waits while offline),
    // so the entry goes the moment a request gets through again rather than after a backoff.
    const nextAttemptAt = unreachable
      ? clock.now
      : clock.now + Math.max(retryDelay(attempts, clock.random), asked)
    return {
      outcome: unreachable ? 'offline' : 'retry',
      entry: { ...entry, attempts, lastError, nextAttemptAt },
    }
  }
}

/** Undoes an entry's optimistic change after the server refused it for good. */
function rollback(client: QueryClient, kind: OfflineMutationKind, entry: OutboxEntry) {
  if (kind.policy === 'ordered') kind.rollback(client, entry.payload, entry.target)
  else {
    const { initial } = entry.payload as { initial: boolean }
    kind.apply(client, { desired: initial, initial }, entry.target)
  }
}

/**
 * What a page's cache does with a delivery once the queue holds its result: a sent entry's answer
 * settles the cache, a refused one is rolled back; one that stays queued leaves it as it is.
 */
export function settleDelivery(
  client: QueryClient,
  kind: OfflineMutationKind,
  entry: OutboxEntry,
  delivery: Delivery,
) {
  if (delivery.outcome === 'sent') {
    kind.settle?.(client, delivery.answer, entry.payload as never, entry.target)
  }
  if (delivery.outcome === 'failed') rollback(client, kind, entry)
}
