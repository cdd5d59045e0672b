import type { TogglePlan } from './coalesce'
import { newEntry } from './entry'
import type { ToggleKind } from './kinds'
import { addEntry, deleteEntry, type OutboxDb, replaceEntry } from './outbox-db'

/**
 * Writes a toggle's plan (coalesce.ts) to the queue at time `at`, then runs `after`. The entry
 * it replaces or drops stays in `changing` until `after` is done, so a drain leaves it alone.
 */
export async function writeToggle(
  db: OutboxDb,
  kind: ToggleKind,
  target: string,
  plan: Exclude<TogglePlan, { type: 'none' }>,
  at: number,
  changing: Set<string>,
  after: () => Promise<void>,
) {
  if (plan.type === 'add') {
    await addEntry(db, newEntry(kind, target, plan.payload, at))
    return after()
  }
  changing.add(plan.old.id)
  try {
    if (plan.type === 'drop') await deleteEntry(db, plan.old.id)
    else {
      const entry = newEntry(kind, target, plan.payload, at)
      await replaceEntry(db, plan.old.id, { ...entry, seq: plan.old.seq })
    }
    await after()
  } finally {
    changing.delete(plan.old.id)
  }
}
