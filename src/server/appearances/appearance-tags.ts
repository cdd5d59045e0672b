/**
 * Hashtags of appearances (appearance_tags) and their share of the autocomplete counts (tags).
 *
 * An appearance's tags count toward autocomplete only while everybody may see it: its Seen is
 * listed (active and public, policy `listedFor`) and the appearance is published (not hidden,
 * approved where the Seen requires approval, policy `isPublished`). Autocomplete is global, so
 * a word from a private Seen, a hidden or a pending/rejected appearance never leaks.
 *
 * Whether an appearance counts changes with its own edits, hide/unhide, approval and its Seen's
 * edits, so instead of moving counts by ±1 per transition the touched tags are recounted from
 * the sources (Seen tags and appearance tags) under the tag rows' locks: exact, idempotent, and
 * no double counting however often something is saved.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { extractHashtags } from '~/shared/hashtags'
import { captionToText } from '~/shared/sanitize-caption'
import { appearanceTags, tags } from '../db/schema'
import type { Tx } from '../seens/seen-tags'

/** Hashtags of an appearance: from its headline and its caption's text. */
export const appearanceHashtags = (headline: string, captionHtml: string) =>
  extractHashtags(`${headline}\n${captionToText(captionHtml)}`)

/** A listed Seen `s` (policy listedFor for everyone: active and of type 1–3). */
const LISTED_SEEN = sql`s.active and s.accessibility_type in (1, 2, 3)`
/** A published appearance `a` of the Seen `s` (policy isPublished). */
const PUBLISHED = sql`not a.is_hidden and (not s.requires_approval or a.is_approved)`

const listOf = (names: string[]): SQL =>
  sql`(${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`

/**
 * Set each tag's use count to the number of listed Seens plus published appearances of listed
 * Seens using it; rows reaching 0 are removed. The tag rows are locked first (missing ones
 * created at 0), in one order, so concurrent writers queue and each count sees every commit.
 */
export async function recountTags(tx: Tx, touched: readonly string[]) {
  const names = [...new Set(touched)].sort()
  if (names.length === 0) return
  await tx
    .insert(tags)
    .values(names.map((tag) => ({ tag, useCount: 0 })))
    .onConflictDoNothing()
  await tx.execute(sql`select 1 from tags where tag in ${listOf(names)} order by tag for update`)
  await tx.execute(sql`
    update tags t set use_count =
      (select count(*) from seen_tags st join seens s on s.id = st.seen_id
        where st.tag = t.tag and ${LISTED_SEEN})
      + (select count(*) from appearance_tags at
          join appearances a on a.id = at.appearance_id
          join seens s on s.id = a.seen_id
        where at.tag = t.tag and ${LISTED_SEEN} and ${PUBLISHED})
    where t.tag in ${listOf(names)}`)
  await tx.delete(tags).where(and(inArray(tags.tag, names), eq(tags.useCount, 0)))
}

async function storedTags(tx: Tx, appearanceId: string): Promise<string[]> {
  const rows = await tx
    .select({ tag: appearanceTags.tag })
    .from(appearanceTags)
    .where(eq(appearanceTags.appearanceId, appearanceId))
  return rows.map((row) => row.tag)
}

/**
 * After an appearance was created or edited (in the same transaction, after the row was
 * written): store the tags of its headline and caption and recount every tag it had or has.
 */
export async function saveAppearanceTags(
  tx: Tx,
  appearanceId: string,
  text: { headline: string; caption: string },
) {
  const before = await storedTags(tx, appearanceId)
  const after = appearanceHashtags(text.headline, text.caption)
  const removed = before.filter((tag) => !after.includes(tag))
  const added = after.filter((tag) => !before.includes(tag))
  if (removed.length > 0) {
    await tx
      .delete(appearanceTags)
      .where(
        and(eq(appearanceTags.appearanceId, appearanceId), inArray(appearanceTags.tag, removed)),
      )
  }
  if (added.length > 0) {
    await tx
      .insert(appearanceTags)
      .values(added.map((tag) => ({ appearanceId, tag })))
      .onConflictDoNothing()
  }
  await recountTags(tx, [...before, ...after])
}

/** After an appearance was hidden, unhidden, approved or rejected: recount its tags. */
export async function recountAppearanceTags(tx: Tx, appearanceId: string) {
  await recountTags(tx, await storedTags(tx, appearanceId))
}

/** After a Seen's type or approval setting changed: recount the tags of all its appearances. */
export async function recountSeenAppearanceTags(tx: Tx, seenId: string) {
  const { rows } = await tx.execute<{ tag: string }>(sql`
    select distinct at.tag from appearances a
      join appearance_tags at on at.appearance_id = a.id
    where a.seen_id = ${seenId}::uuid`)
  await recountTags(
    tx,
    rows.map((row) => row.tag),
  )
}
