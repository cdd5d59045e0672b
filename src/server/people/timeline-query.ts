/**
 * GET /api/timeline: a user's grouped events, newest first, in pages of 20
 * (docs/product.md#constants).
 */
import { count, eq, sql } from 'drizzle-orm'
import { TIMELINE_PAGE_SIZE } from '~/shared/constants'
import type { TimelineEvent, TimelineResponse } from '~/shared/schemas/timeline'
import { timeZoneOrUtc } from '~/shared/time-zone'
import type { Db } from '../db/client'
import { timelineEvents } from '../db/schema'
import { isoSql } from '../seens/seen-rows'

type EventRow = {
  id: string
  event_type: string
  hit_count: number
  event_date: string
  short_name: string
  seen_name: string
  time_zone_id: string
}

/** docs/product.md#records `details`: what happened, in words, for the timeline entry. */
export function eventDetails(eventType: string, seenName: string, hitCount: number): string {
  switch (eventType) {
    case 'CreatedSeen':
      return `Created the Seen “${seenName}”`
    case 'AcceptedInvitation':
      return `Accepted an invitation to “${seenName}”`
    case 'UserMembership':
      return `Became a member of “${seenName}”`
    case 'MadeAppearance':
      return hitCount === 1
        ? `Made an appearance at “${seenName}”`
        : `Made ${hitCount} appearances at “${seenName}”`
    default:
      return seenName
  }
}

export async function timelinePage(
  db: Db,
  userId: string,
  pageNumber: number,
): Promise<TimelineResponse> {
  const [total] = await db
    .select({ n: count() })
    .from(timelineEvents)
    .where(eq(timelineEvents.userId, userId))
  const totalCount = total?.n ?? 0
  const offset = (pageNumber - 1) * TIMELINE_PAGE_SIZE
  // Index timeline_events_user_order_idx gives the order; only the page's rows join seens.
  const { rows } = await db.execute<EventRow>(sql`
    select e.id, e.event_type, e.hit_count, ${isoSql('e.last_at')} as event_date,
      s.short_name, s.seen_name, s.time_zone_id
    from (
      select id, event_type, hit_count, last_at, seen_id from timeline_events
      where user_id = ${userId}
      order by last_at desc, id desc
      limit ${TIMELINE_PAGE_SIZE} offset ${offset}
    ) e join seens s on s.id = e.seen_id
    order by e.last_at desc, e.id desc`)
  const timelineEventsOut: TimelineEvent[] = rows.map((row) => ({
    id: row.id,
    eventType: row.event_type,
    hitCount: row.hit_count,
    details: eventDetails(row.event_type, row.seen_name, row.hit_count),
    eventDate: row.event_date,
    seenShortName: row.short_name,
    timeZoneId: timeZoneOrUtc(row.time_zone_id),
  }))
  const totalPages = Math.ceil(totalCount / TIMELINE_PAGE_SIZE)
  return {
    timelineEvents: timelineEventsOut,
    hasNext: pageNumber < totalPages,
    totalPages,
    totalCount,
  }
}
