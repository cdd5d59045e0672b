import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { OfflineMutationKind, OutboxRequest } from './kinds'

/** Sends one queued request under its Idempotency-Key and parses the answer with `schema`. */
export type Transport = (
  request: OutboxRequest,
  key: string,
  schema: v.GenericSchema,
) => Promise<unknown>

/** How an outbox is opened (outbox.ts); tests pass their own clock and transport. */
export interface OutboxOptions {
  client: QueryClient
  username: string
  now?: () => number
  random?: () => number
  transport?: Transport
  /** Whether sending is worth trying (the app passes `onlineManager.isOnline`). */
  isOnline?: () => boolean
  /** Told when a send could not reach the server, so connectivity is re-checked. */
  onConnectionLost?: () => void
  /** Told after this outbox wrote to its database (other tabs re-read it). */
  onWrite?: () => void
  /** The kinds this outbox queues and sends (a guest's: only `guests` kinds); all by default. */
  accepts?: (kind: OfflineMutationKind) => boolean
  /**
   * Asked once per run, before its first send, whether the entries may be sent now (a guest's
   * outbox: whether the browser holds its guest session, `claimGuestSession`). `false` holds
   * them for `HOLD_MS`; a throw is a lost connection.
   */
  maySend?: () => Promise<boolean>
}
