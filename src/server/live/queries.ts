/** The reads a live stream needs: events in order, and the rows they point at. */
import { sql } from 'drizzle-orm'
import { APPEARANCE_FROM, type AppearanceRow, appearanceColumns } from '../appearances/rows'
import type { Db } from '../db/client'
import type { Flags } from './visibility'

export type LiveKind = 'appearance' | 'appearance-likes' | 'counts' | 'pending' | 'access'

export interface LiveEventRow {
  id: number
  kind: LiveKind
  appearanceId: string | null
  appearanceShortName: string | null
  oldState: Flags | null
}

/** Lowest and highest event id kept (null when none is kept). */
export async function eventBounds(db: Db): Promise<{ min: number | null; max: number }> {
  const { rows } = await db.execute<{ min: string | null; max: string | null }>(
    sql`select min(id)::text as min, max(id)::text as max from live_events`,
  )
  const row = rows[0]
  return { min: row?.min ? Number(row.min) : null, max: row?.max ? Number(row.max) : 0 }
}

/** The newest event id (0 when none is kept): where a stream opened after a read resumes. */
export async function newestEventId(db: Db): Promise<number> {
  const { rows } = await db.execute<{ max: string | null }>(
    sql`select max(id)::text as max from live_events`,
  )
  return Number(rows[0]?.max ?? 0)
}

export const EVENT_BATCH = 200

export async function eventsAfter(
  db: Db,
  seenId: string,
  afterId: number,
): Promise<LiveEventRow[]> {
  const { rows } = await db.execute<{
    id: string
    kind: LiveKind
    appearance_id: string | null
    appearance_short_name: string | null
    old_state: Flags | null
  }>(sql`select id::text, kind, appearance_id, appearance_short_name, old_state from live_events
    where seen_id = ${seenId}::uuid and id > ${afterId}::bigint order by live_events.id limit ${EVENT_BATCH}`)
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    appearanceId: row.appearance_id,
    appearanceShortName: row.appearance_short_name,
    oldState: row.old_state,
  }))
}

export type LiveAppearanceRow = AppearanceRow & {
  created_by: string | null
  guest_key_hash: string | null
}

/** An appearance as nobody in particular sees it, with who owns it; the stream fills in the rest. */
export async function appearanceForLive(
  db: Db,
  id: string,
): Promise<LiveAppearanceRow | undefined> {
  const neutral = { userId: null, guestKeyHash: null }
  const { rows } = await db.execute<LiveAppearanceRow>(
    sql`select ${appearanceColumns(neutral)}, a.created_by, a.guest_key_hash
    from ${APPEARANCE_FROM} where a.id = ${id}::uuid`,
  )
  return rows[0]
}

/** Which of these users like the appearance. */
export async function likersAmong(
  db: Db,
  appearanceId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const { rows } = await db.execute<{ user_id: string }>(
    sql`select user_id from appearance_likes where appearance_id = ${appearanceId}::uuid
      and user_id = any(${`{${userIds.join(',')}}`}::uuid[])`,
  )
  return new Set(rows.map((row) => row.user_id))
}

export async function seenCounts(db: Db, seenId: string) {
  const { rows } = await db.execute<{
    appearance_count: number
    like_count: number
    bookmark_count: number
  }>(sql`select appearance_count, like_count, bookmark_count from seens where id = ${seenId}::uuid`)
  const row = rows[0]
  return row
    ? {
        appearanceCount: row.appearance_count,
        likeCount: row.like_count,
        bookmarkCount: row.bookmark_count,
      }
    : undefined
}

/** What waits for the creator: unreviewed appearances (moderated Seens only) and join requests. */
export async function pendingCounts(db: Db, seenId: string) {
  const { rows } = await db.execute<{ appearances: number; join_requests: number }>(sql`
    select
      (select count(*)::int from appearances a join seens s on s.id = a.seen_id
        where a.seen_id = ${seenId}::uuid and s.requires_approval and not a.is_approved and not a.is_rejected) as appearances,
      (select count(*)::int from join_requests where seen_id = ${seenId}::uuid and status = 1) as join_requests`)
  const row = rows[0]
  return { appearances: row?.appearances ?? 0, joinRequests: row?.join_requests ?? 0 }
}

/** Session hashes among these that still belong to a live session. */
export async function liveSessions(db: Db, hashes: string[], now: Date): Promise<Set<string>> {
  if (hashes.length === 0) return new Set()
  const { rows } = await db.execute<{ token_hash: string }>(sql`select token_hash from sessions
    where token_hash = any(${`{${hashes.join(',')}}`}::text[])
      and expires_at > ${now} and absolute_expires_at > ${now}`)
  return new Set(rows.map((row) => row.token_hash))
}

/** A day of events: a viewer away longer reloads the Seen instead of replaying its day. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000

/** Old events are pruned: a stream resuming from before the oldest kept one reloads instead. */
export async function pruneLiveEvents(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from live_events where created_at < ${before}`)
}
