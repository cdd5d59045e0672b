/** A Seen's hashtags (seen_tags) and the autocomplete counts (tags), kept in one transaction. */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { extractHashtags } from '~/shared/hashtags'
import { captionToText } from '~/shared/sanitize-caption'
import type { Db } from '../db/client'
import { seenTags, tags } from '../db/schema'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Hashtags of a Seen: from its headline and its caption's text. */
export const seenHashtags = (headline: string, captionHtml: string) =>
  extractHashtags(`${headline}\n${captionToText(captionHtml)}`)

async function adjustCounts(tx: Tx, names: string[], delta: 1 | -1) {
  if (names.length === 0) return
  if (delta === 1) {
    await tx
      .insert(tags)
      .values(names.map((tag) => ({ tag, useCount: 1 })))
      .onConflictDoUpdate({ target: tags.tag, set: { useCount: sql`${tags.useCount} + 1` } })
    return
  }
  await tx
    .update(tags)
    .set({ useCount: sql`greatest(${tags.useCount} - 1, 0)` })
    .where(inArray(tags.tag, names))
  await tx.delete(tags).where(and(inArray(tags.tag, names), eq(tags.useCount, 0)))
}

export interface TagState {
  tags: string[]
  /** Only listed (public, active) Seens count toward autocomplete, so private tags never leak. */
  listed: boolean
}

/** Replace a Seen's tags and move the autocomplete counts from `before` to `after`. */
export async function writeSeenTags(tx: Tx, seenId: string, before: TagState, after: TagState) {
  const removed = before.tags.filter((tag) => !after.tags.includes(tag))
  const added = after.tags.filter((tag) => !before.tags.includes(tag))
  if (removed.length > 0) {
    await tx
      .delete(seenTags)
      .where(and(eq(seenTags.seenId, seenId), inArray(seenTags.tag, removed)))
  }
  if (added.length > 0) {
    await tx
      .insert(seenTags)
      .values(added.map((tag) => ({ seenId, tag })))
      .onConflictDoNothing()
  }
  const counted = (state: TagState) => (state.listed ? state.tags : [])
  const was = counted(before)
  const now = counted(after)
  await adjustCounts(
    tx,
    was.filter((tag) => !now.includes(tag)),
    -1,
  )
  await adjustCounts(
    tx,
    now.filter((tag) => !was.includes(tag)),
    1,
  )
}

export async function currentSeenTags(tx: Tx, seenId: string): Promise<string[]> {
  const rows = await tx
    .select({ tag: seenTags.tag })
    .from(seenTags)
    .where(eq(seenTags.seenId, seenId))
  return rows.map((row) => row.tag)
}

/** Tags starting with `prefix` (lower case, valid tag text), most used first. */
export async function tagsByPrefix(db: Db, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await db
    .select({ tag: tags.tag })
    .from(tags)
    .where(sql`${tags.tag} like ${pattern} and ${tags.useCount} > 0`)
    .orderBy(sql`${tags.useCount} desc`, tags.tag)
    .limit(limit)
  return rows.map((row) => row.tag)
}
