import type { OutboxEntry } from './entry'
import type { ToggleState } from './kinds'

/**
 * How a new toggle changes the queue (docs/architecture/offline.md: last desired state wins per
 * target).
 */
export type TogglePlan =
  /** Nothing to send: the queue already ends at the desired state. */
  | { type: 'none' }
  /** A new entry, starting from `initial`. */
  | { type: 'add'; payload: ToggleState }
  /** The waiting entry takes the new desired state (and a new Idempotency-Key). */
  | { type: 'replace'; old: OutboxEntry<ToggleState>; payload: ToggleState }
  /** The waiting entry is back where the server is: it is removed unsent. */
  | { type: 'drop'; old: OutboxEntry<ToggleState> }

/**
 * Plans a toggle of `kind` on `target` to `desired`, where `current` is the state the cache
 * shows. An entry being sent right now (`sending`) is never changed; a new one follows it.
 * An entry tried before may have reached the server, so it is replaced rather than dropped.
 */
export function planToggle(
  entries: readonly OutboxEntry[],
  sending: ReadonlySet<string>,
  key: { kind: string; target: string },
  desired: boolean,
  current: boolean,
): TogglePlan {
  const queued = entries.filter(
    (entry): entry is OutboxEntry<ToggleState> =>
      entry.kind === key.kind && entry.target === key.target && entry.status === 'pending',
  )
  const last = queued.at(-1)
  if (last && !sending.has(last.id)) {
    if (desired === last.payload.desired) return { type: 'none' }
    if (desired === last.payload.initial && last.attempts === 0) return { type: 'drop', old: last }
    return { type: 'replace', old: last, payload: { desired, initial: last.payload.initial } }
  }
  const base = last ? last.payload.desired : current
  return desired === base ? { type: 'none' } : { type: 'add', payload: { desired, initial: base } }
}
