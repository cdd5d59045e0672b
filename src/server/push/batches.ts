/**
 * One push per person, kind and scope per PUSH_WINDOW_MS (docs/decisions/115-push-batches.md). The
 * record of the last push lives in the database, so instances share it: an event inside the window
 * is counted, and the count goes out as one push when the window ends (flushDue), by whichever
 * instance gets there first.
 */
import { and, eq, sql } from 'drizzle-orm'
import { PUSH_WINDOW_MS, type PushKind } from '~/shared/push'
import type { Db } from '../db/client'
import { pushBatches } from '../db/schema'

export interface BatchKey {
  userId: string
  kind: PushKind
  /** A Seen's id, or '' for messages. */
  scope: string
}

/** `count` > 0: send now for that many events; otherwise counted, due at `dueAt`. */
export type Claim = { count: number } | { count: 0; dueAt: Date }

export async function claimPush(db: Db, key: BatchKey, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pushBatches)
      .values({ ...key, lastSentAt: now, pending: 0 })
      .onConflictDoNothing()
      .returning({ kind: pushBatches.kind })
    if (inserted.length > 0) return { count: 1 }
    const match = and(
      eq(pushBatches.userId, key.userId),
      eq(pushBatches.kind, key.kind),
      eq(pushBatches.scope, key.scope),
    )
    const [row] = await tx
      .select({ lastSentAt: pushBatches.lastSentAt, pending: pushBatches.pending })
      .from(pushBatches)
      .where(match)
      .for('update')
    if (!row) return { count: 0, dueAt: now }
    const dueAt = new Date(row.lastSentAt.getTime() + PUSH_WINDOW_MS)
    if (dueAt <= now) {
      await tx.update(pushBatches).set({ lastSentAt: now, pending: 0 }).where(match)
      return { count: row.pending + 1 }
    }
    await tx
      .update(pushBatches)
      .set({ pending: row.pending + 1 })
      .where(match)
    return { count: 0, dueAt }
  })
}

/** What it says is read when it is sent (recheck.ts), not kept from its events. */
export interface DueBatch extends BatchKey {
  count: number
  /** When its window's first push went: the counted events came after it. */
  since: Date
}

/** Takes every batch whose window has ended (rows another instance holds are skipped). */
export async function takeDueBatches(db: Db, now: Date): Promise<DueBatch[]> {
  const cut = new Date(now.getTime() - PUSH_WINDOW_MS)
  const { rows } = await db.execute<{
    user_id: string
    kind: PushKind
    scope: string
    count: number
    since: Date
  }>(sql`
    with due as (
      select user_id, kind, scope, pending, last_sent_at from push_batches
      where pending > 0 and last_sent_at <= ${cut}
      for update skip locked)
    update push_batches b set pending = 0, last_sent_at = ${now}
    from due
    where b.user_id = due.user_id and b.kind = due.kind and b.scope = due.scope
    returning b.user_id, b.kind, b.scope, due.pending as count,
      due.last_sent_at as since`)
  return rows.map((r) => ({
    userId: r.user_id,
    kind: r.kind,
    scope: r.scope,
    count: r.count,
    since: new Date(r.since),
  }))
}

/** When the earliest counted batch is due, if any. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const { rows } = await db.execute<{ first: Date | null }>(sql`
    select min(last_sent_at) as first from push_batches where pending > 0`)
  const first = rows[0]?.first
  return first ? new Date(new Date(first).getTime() + PUSH_WINDOW_MS) : null
}
