/** Looking users up for messaging: by username (case-insensitive) and suggestions. */
import { inArray, sql } from 'drizzle-orm'
import { USER_SUGGESTION_MIN_CHARS } from '~/shared/constants'
import type { UserSuggestion } from '~/shared/schemas/messaging'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import type { Queryable } from './blocks'

export const SUGGESTIONS_LIMIT = 10

export interface NamedUser {
  id: string
  username: string
  displayName: string
}

/** The users with these usernames (citext: any case), keyed by lower-case username. */
export async function usersByUsername(db: Queryable, usernames: string[]) {
  const rows: NamedUser[] =
    usernames.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            username: sql<string>`${users.username}::text`,
            displayName: users.displayName,
          })
          .from(users)
          .where(inArray(users.username, usernames))
  return new Map(rows.map((row) => [row.username.toLowerCase(), row]))
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * docs/product.md#validation, #calls user suggestions: under 2 characters an empty list; otherwise
 * users whose username or display name starts with the text (prefix indexes of migration 0005),
 * never the viewer, never someone the viewer blocked or who blocked the viewer.
 */
export async function userSuggestions(
  db: Db,
  viewerId: string,
  query: string,
): Promise<UserSuggestion[]> {
  const text = query.trim().replace(/^@/, '').toLowerCase()
  if (text.length < USER_SUGGESTION_MIN_CHARS) return []
  const prefix = `${escapeLike(text)}%`
  const { rows } = await db.execute<UserSuggestion>(sql`
    select u.id, u.username::text as username, u.display_name as "displayName"
    from users u
    where (lower(u.username::text) like ${prefix} or lower(u.display_name) like ${prefix})
      and u.id <> ${viewerId}
      and not exists (select 1 from user_blocks b
        where (b.blocker_id = ${viewerId} and b.blocked_id = u.id)
           or (b.blocker_id = u.id and b.blocked_id = ${viewerId}))
    order by lower(u.username::text), u.id
    limit ${SUGGESTIONS_LIMIT}`)
  return rows
}
