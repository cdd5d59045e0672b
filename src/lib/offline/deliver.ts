import type { QueryClient } from '@tanstack/react-query'
import { CommunicationError, getErrorMessage, isRetryable } from '../api'
import { expiredEntry, type OutboxEntry, retryDelay } from './entry'
import type { OfflineMutationKind } from './kinds'
import type { Transport } from './outbox-options'

/** What to do after a send threw: try again later, or give up and roll back. */
export type FailureClass = 'retry' | 'fail'

/** Whether a failed send may pass later: the client's one retry rule (`isRetryable`). */
export const classifyFailure = (error: unknown): FailureClass =>
  isRetryable(error) ? 'retry' : 'fail'

/** What one send came to, with the entry as it must be stored when it stays queued. */
export type Delivery =
  | { outcome: 'sent'; answer: unknown }
  | { outcome: 'retry' | 'offline' | 'failed'; entry: OutboxEntry }

/** Sends one entry and classifies the result (DESIGN §8); it changes nothing itself. */
export async function deliver(
  entry: OutboxEntry,
  kind: OfflineMutationKind,
  transport: Transport,
  clock: { now: number; random: () => number },
): Promise<Delivery> {
  const expired = expiredEntry(entry, clock.now)
  if (expired) return { outcome: 'failed', entry: expired }
  try {
    const request = kind.request(entry.payload as never, entry.target)
    return { outcome: 'sent', answer: await transport(request, entry.id, kind.response) }
  } catch (error) {
    const attempts = entry.attempts + 1
    const lastError = getErrorMessage(error)
    if (classifyFailure(error) === 'fail') {
      return { outcome: 'failed', entry: { ...entry, attempts, lastError, status: 'failed' } }
    }
    // A server that said how long to wait (429 Retry-After) is waited for, never hammered.
    const asked = error instanceof CommunicationError ? (error.retryAfterMs ?? 0) : 0
    const nextAttemptAt = clock.now + Math.max(retryDelay(attempts, clock.random), asked)
    const unreachable = error instanceof CommunicationError && error.status === 0
    return {
      outcome: unreachable ? 'offline' : 'retry',
      entry: { ...entry, attempts, lastError, nextAttemptAt },
    }
  }
}

/** Undoes an entry's optimistic change after the server refused it for good. */
export function rollback(client: QueryClient, kind: OfflineMutationKind, entry: OutboxEntry) {
  if (kind.policy === 'ordered') kind.rollback(client, entry.payload, entry.target)
  else {
    const { initial } = entry.payload as { initial: boolean }
    kind.apply(client, { desired: initial, initial }, entry.target)
  }
}
