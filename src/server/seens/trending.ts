/**
 * The "trending" order of the Seen list: a precomputed, indexed "hot" score (no per-request
 * ranking, no periodic recompute).
 *
 *   score = ln(1 + likes + 2·bookmarks + 3·appearances) + activityAt / 86 400 s
 *
 * `activityAt` is the time of the Seen's latest like, bookmark or appearance (its creation
 * before that). Each new interaction moves it to now, so one day of recency weighs as much as
 * e (≈ 2.7) times the engagement: newer interactions outrank older ones and old engagement
 * decays relative to new. Removing a like or bookmark lowers the engagement term and does not
 * move the time. Ties (same score) are broken by id, so paging never repeats or skips a row.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export const TRENDING_DAY_SECONDS = 86_400
export const TRENDING_WEIGHTS = { like: 1, bookmark: 2, appearance: 3 } as const

export interface Engagement {
  likes: number
  bookmarks: number
  appearances: number
}

export function trendingScore(engagement: Engagement, activityAt: Date): number {
  const weighted =
    engagement.likes * TRENDING_WEIGHTS.like +
    engagement.bookmarks * TRENDING_WEIGHTS.bookmark +
    engagement.appearances * TRENDING_WEIGHTS.appearance
  return Math.log(1 + weighted) + activityAt.getTime() / 1000 / TRENDING_DAY_SECONDS
}

type Executor = Pick<Db, 'execute'>

export interface ActivityChange extends Partial<Engagement> {
  /** Move the activity time to this instant (a new like, bookmark or appearance). */
  activityAt?: Date | null
}

export interface SeenCounters {
  likeCount: number
  bookmarkCount: number
  appearanceCount: number
}

/**
 * Change a Seen's counters and its trending score in one statement; call it inside the
 * transaction that inserts or deletes the like, bookmark or appearance row.
 */
export async function applySeenActivity(
  db: Executor,
  seenId: string,
  change: ActivityChange,
): Promise<SeenCounters | undefined> {
  const likes = change.likes ?? 0
  const bookmarks = change.bookmarks ?? 0
  const appearances = change.appearances ?? 0
  const activity = change.activityAt
    ? sql`greatest(activity_at, ${change.activityAt.toISOString()}::timestamptz)`
    : sql`activity_at`
  const { rows } = await db.execute<{
    like_count: number
    bookmark_count: number
    appearance_count: number
  }>(sql`
    update seens set
      like_count = like_count + ${likes}::int,
      bookmark_count = bookmark_count + ${bookmarks}::int,
      appearance_count = appearance_count + ${appearances}::int,
      activity_at = ${activity},
      trending_score =
        ln((1 + ${TRENDING_WEIGHTS.like}::int * (like_count + ${likes}::int)
          + ${TRENDING_WEIGHTS.bookmark}::int * (bookmark_count + ${bookmarks}::int)
          + ${TRENDING_WEIGHTS.appearance}::int * (appearance_count + ${appearances}::int))::float8)
        + extract(epoch from ${activity})::float8 / ${TRENDING_DAY_SECONDS}::float8
    where id = ${seenId}
    returning like_count, bookmark_count, appearance_count`)
  const row = rows[0]
  if (!row) return undefined
  return {
    likeCount: row.like_count,
    bookmarkCount: row.bookmark_count,
    appearanceCount: row.appearance_count,
  }
}
