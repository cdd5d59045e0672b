import type { OutboxEntry } from './entry'
import { kindOf, type OfflineMutationKind } from './kinds'

/** What one drain pass knows while it walks the queue, oldest entry first. */
export interface DrainPass {
  now: number
  /** Whether this outbox sends actions of the kind (a guest's sends only kinds for guests). */
  accepts(kind: OfflineMutationKind): boolean
  /** Entries a queue operation is replacing or dropping right now. */
  changing: ReadonlySet<string>
  /** Ordered kinds whose earlier entry waits: their later entries wait behind it. */
  blocked: ReadonlySet<string>
}

export type Turn =
  | { type: 'skip' }
  /** Not due yet; `blocksLane` when later entries of its kind must wait behind it. */
  | { type: 'wait'; blocksLane: boolean }
  | { type: 'send'; kind: OfflineMutationKind }

/** Whether the pass sends `entry` now, passes over it, or waits for it. */
export function turnOf(entry: OutboxEntry, pass: DrainPass): Turn {
  if (pass.changing.has(entry.id)) return { type: 'skip' }
  const kind = kindOf(entry.kind)
  // An unknown kind comes from a newer or older version of the app: it waits, untouched.
  if (!kind || !pass.accepts(kind) || entry.status !== 'pending' || pass.blocked.has(entry.kind))
    return { type: 'skip' }
  if (entry.nextAttemptAt > pass.now) return { type: 'wait', blocksLane: kind.policy === 'ordered' }
  return { type: 'send', kind }
}
