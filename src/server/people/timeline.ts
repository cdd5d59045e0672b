/**
 * Recording timeline events (docs/product.md#records, #states Timeline). Call `recordTimelineEvent`
 * inside the transaction that makes the event happen, so the event exists exactly when the change
 * does:
 *
 *   await recordTimelineEvent(tx, { userId, eventType: 'MadeAppearance', seenId, at: now })
 *
 * Events are grouped per user, type, Seen and UTC day: a repeat on the same day raises the
 * row's hitCount (the appearance count behind the docs/product.md#constants markers) and moves its
 * time.
 */
import { sql } from 'drizzle-orm'
import type { TimelineEventType } from '~/shared/schemas/timeline'
import type { Db } from '../db/client'

/** A database or an open transaction (anything that can run a statement). */
type Executor = Pick<Db, 'execute'>

export interface TimelineEventInput {
  /** Whose timeline the event goes on. */
  userId: string
  /** 'CreatedSeen' | 'AcceptedInvitation' | 'UserMembership' | 'MadeAppearance' */
  eventType: TimelineEventType
  seenId: string
  /** When it happened (the request's clock). */
  at: Date
}

export async function recordTimelineEvent(
  tx: Executor,
  { userId, eventType, seenId, at }: TimelineEventInput,
): Promise<void> {
  const instant = at.toISOString()
  await tx.execute(sql`
    insert into timeline_events (user_id, event_type, seen_id, event_day, hit_count, last_at)
    values (${userId}, ${eventType}, ${seenId},
      (${instant}::timestamptz at time zone 'UTC')::date, 1, ${instant}::timestamptz)
    on conflict (user_id, event_type, seen_id, event_day) do update set
      hit_count = timeline_events.hit_count + 1,
      last_at = greatest(timeline_events.last_at, excluded.last_at)`)
}
