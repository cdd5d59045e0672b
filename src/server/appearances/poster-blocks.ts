/**
 * Posters the creator blocked from posting to one Seen (docs/decisions/112-block-poster.md): a user
 * by id, a guest by their guest session's hash, the same one their appearances carry.
 */
import { sql } from 'drizzle-orm'
import type { BlockedPoster } from '~/shared/schemas/moderation'
import type { Db } from '../db/client'
import { isUuid } from '../membership/paging'
import { isoSql } from '../seens/seen-rows'
import type { AppearanceViewer } from './guest-session'

type BlockRow = {
  id: string
  seen_short_name: string
  display_name: string
  username: string | null
  blocked_date: string
}

const toBlockedPoster = (row: BlockRow): BlockedPoster => ({
  id: row.id,
  seenShortName: row.seen_short_name,
  displayName: row.display_name,
  username: row.username,
  isGuest: row.username === null,
  blockedDate: row.blocked_date,
})

const SELECT_BLOCKS = sql`select b.id, s.short_name as seen_short_name,
    coalesce(u.display_name, b.display_name) as display_name, u.username::text as username,
    ${isoSql('b.created_at')} as blocked_date
  from seen_poster_blocks b join seens s on s.id = b.seen_id
  left join users u on u.id = b.user_id`

/**
 * Is this viewer blocked from posting there? Either of what the request carries counts: the
 * signed-in user, and the browser's guest session (a guest blocked before signing in on that
 * browser stays blocked after it).
 */
export async function isBlockedPoster(
  db: Db,
  seenId: string,
  viewer: AppearanceViewer,
): Promise<boolean> {
  const who = [
    viewer.userId ? sql`b.user_id = ${viewer.userId}::uuid` : null,
    viewer.guestKeyHash ? sql`b.guest_key_hash = ${viewer.guestKeyHash}` : null,
  ].filter((part) => part !== null)
  if (who.length === 0) return false
  const { rows } = await db.execute<{ blocked: boolean }>(
    sql`select exists (select 1 from seen_poster_blocks b
      where b.seen_id = ${seenId}::uuid and (${sql.join(who, sql` or `)})) as blocked`,
  )
  return rows[0]?.blocked === true
}

/**
 * Block the poster of an appearance from its Seen: its author's user id, or for a guest's
 * appearance its guest session (under the name they posted as). Blocking again changes nothing.
 * Returns the block as the host's list shows it.
 */
export async function blockPosterOf(
  db: Db,
  appearanceId: string,
  now: Date,
): Promise<BlockedPoster | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into seen_poster_blocks (seen_id, user_id, guest_key_hash, display_name, created_at)
      select a.seen_id, a.created_by,
        case when a.created_by is null then a.guest_key_hash end,
        a.display_user_name, ${now}
      from appearances a where a.id = ${appearanceId}::uuid
      on conflict do nothing`)
    const { rows } = await tx.execute<BlockRow>(sql`${SELECT_BLOCKS}
      join appearances a on a.seen_id = b.seen_id
        and (b.user_id = a.created_by
          or (a.created_by is null and b.guest_key_hash = a.guest_key_hash))
      where a.id = ${appearanceId}::uuid`)
    const row = rows[0]
    return row ? toBlockedPoster(row) : undefined
  })
}

/** The Seen's blocked posters, newest first (id breaks ties). */
export async function listPosterBlocks(db: Db, seenId: string): Promise<BlockedPoster[]> {
  const { rows } = await db.execute<BlockRow>(sql`${SELECT_BLOCKS}
    where b.seen_id = ${seenId}::uuid order by b.created_at desc, b.id desc`)
  return rows.map(toBlockedPoster)
}

/** The Seen a block belongs to (its short name), or undefined for an unknown id. */
export async function findPosterBlock(
  db: Db,
  blockId: string,
): Promise<{ id: string; seenShortName: string } | undefined> {
  if (!isUuid(blockId)) return undefined
  const { rows } = await db.execute<{ id: string; short_name: string }>(sql`
    select b.id, s.short_name from seen_poster_blocks b join seens s on s.id = b.seen_id
    where b.id = ${blockId}::uuid`)
  const row = rows[0]
  return row ? { id: row.id, seenShortName: row.short_name } : undefined
}

export async function deletePosterBlock(db: Db, blockId: string): Promise<void> {
  await db.execute(sql`delete from seen_poster_blocks where id = ${blockId}::uuid`)
}
