/**
 * Deleting an account (docs/decisions/108-delete-account.md): the user's row goes and the
 * database's cascades take their Seens (with every appearance in them), their appearances
 * elsewhere, the messages they sent, their likes, follows, memberships, groups' memberships and
 * sessions. Before that, in the same transaction, what stays is put right: the counters of other
 * people's Seens and photos they liked or posted to, the hashtag counts of autocomplete, and groups
 * they owned pass to the member added first (as when an owner leaves). Messages others sent them
 * keep a recipient row without a user ("Deleted user" in the sender's Sent). Their photo files are
 * removed after the commit.
 */
import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import { recountTags } from '../appearances/appearance-tags'
import type { Db } from '../db/client'
import {
  appearances,
  messageGroupMembers,
  messageGroups,
  seens,
  userProfiles,
  users,
} from '../db/schema'
import { deleteImage, type StoredMedia } from '../images'
import { applySeenActivity } from '../seens/trending'
import type { MediaStorage } from '../storage'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A photo's renditions, and a clip's video file beside its poster's. */
type Photo = StoredMedia

/** Per other person's Seen: how many likes, bookmarks and appearances of the user it counts. */
async function countsOnOthersSeens(tx: Tx, userId: string) {
  const { rows } = await tx.execute<{
    seen_id: string
    likes: number
    bookmarks: number
    appearances: number
  }>(sql`
    select s.id as seen_id,
      (select count(*)::int from seen_likes l where l.seen_id = s.id and l.user_id = ${userId}) as likes,
      (select count(*)::int from seen_bookmarks b where b.seen_id = s.id and b.user_id = ${userId}) as bookmarks,
      (select count(*)::int from appearances a where a.seen_id = s.id and a.created_by = ${userId}) as appearances
    from seens s
    where s.created_by <> ${userId} and (
      exists (select 1 from seen_likes l where l.seen_id = s.id and l.user_id = ${userId})
      or exists (select 1 from seen_bookmarks b where b.seen_id = s.id and b.user_id = ${userId})
      or exists (select 1 from appearances a where a.seen_id = s.id and a.created_by = ${userId}))
    order by s.id
    for update of s`)
  return rows
}

/** Groups the user owns go to the member added first after them, as when an owner leaves. */
async function passOnGroups(tx: Tx, userId: string) {
  const owned = await tx
    .select({ id: messageGroups.id })
    .from(messageGroups)
    .where(eq(messageGroups.ownerId, userId))
    .for('update')
  for (const group of owned) {
    const [heir] = await tx
      .select({ userId: messageGroupMembers.userId })
      .from(messageGroupMembers)
      .where(and(eq(messageGroupMembers.groupId, group.id), ne(messageGroupMembers.userId, userId)))
      .orderBy(asc(messageGroupMembers.addedAt), asc(messageGroupMembers.userId))
      .limit(1)
    if (heir) {
      await tx
        .update(messageGroups)
        .set({ ownerId: heir.userId })
        .where(eq(messageGroups.id, group.id))
    }
  }
}

/** Every photo that leaves with the account: its Seens', every appearance in them, its own. */
async function photosOf(tx: Tx, userId: string): Promise<Photo[]> {
  const own = await tx
    .select({ image: seens.image })
    .from(seens)
    .where(eq(seens.createdById, userId))
  const posted = await tx
    .select({
      image: sql<Photo>`${appearances.image} || jsonb_build_object('clipPath', ${appearances.clipPath})`,
    })
    .from(appearances)
    .where(
      or(
        eq(appearances.createdById, userId),
        sql`${appearances.seenId} in (select id from seens where created_by = ${userId})`,
      ),
    )
  const avatar = await tx
    .select({ image: userProfiles.image })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
  return [...own, ...posted, ...avatar].flatMap((row) => (row.image ? [row.image] : []))
}

/** The hashtags of the Seens and appearances that leave with the account (to recount). */
async function tagsOf(tx: Tx, userId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ tag: string }>(sql`
    select st.tag from seen_tags st join seens s on s.id = st.seen_id
      where s.created_by = ${userId}
    union
    select at.tag from appearance_tags at join appearances a on a.id = at.appearance_id
      where a.created_by = ${userId}
        or a.seen_id in (select id from seens where created_by = ${userId})`)
  return rows.map((row) => row.tag)
}

/** Deletes the account `userId`; the photos' files afterwards, each failure left to the log. */
export async function deleteAccount(
  db: Db,
  storage: MediaStorage,
  userId: string,
): Promise<{ photos: number; photosLeft: number }> {
  const photos = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const counts = await countsOnOthersSeens(tx, userId)
    for (const row of counts) {
      await applySeenActivity(tx, row.seen_id, {
        likes: -row.likes,
        bookmarks: -row.bookmarks,
        appearances: -row.appearances,
      })
    }
    await tx.execute(sql`
      update appearances a set like_count = a.like_count - 1
      from appearance_likes l
      where l.appearance_id = a.id and l.user_id = ${userId}
        and a.created_by is distinct from ${userId}
        and a.seen_id not in (select id from seens where created_by = ${userId})`)
    await passOnGroups(tx, userId)
    const found = await photosOf(tx, userId)
    const tags = await tagsOf(tx, userId)
    await tx.delete(users).where(eq(users.id, userId))
    // Autocomplete counts what is left: a tag only the account used is no longer suggested.
    await recountTags(tx, tags)
    return found
  })
  const results = await Promise.allSettled(photos.map((photo) => deleteImage(photo, storage)))
  return {
    photos: photos.length,
    photosLeft: results.filter((result) => result.status === 'rejected').length,
  }
}
