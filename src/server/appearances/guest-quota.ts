/**
 * A Seen's guest quota (docs/decisions/166-guest-identities-and-limits.md): how many guest
 * posts it takes, all guests and addresses together, which its host may raise, lower or close.
 * It is what bounds a crowd of made-up guests on one Seen, where per-address ceilings cannot
 * (a venue's guests share one address). Checked before a photo is processed, taken in the
 * post's own transaction; the host is mailed once when GUEST_UPLOADS.warnAt of it is used.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import { GUEST_UPLOADS } from '~/shared/constants'
import { GUEST_POST_MSG } from '~/shared/guest-post-messages'
import type { GuestUploads } from '~/shared/schemas/guest-uploads'
import type { Db } from '../db/client'
import { seens, users } from '../db/schema'
import { ApiError } from '../http/errors'
import { RateLimitedError } from '../http/rate-limit'
import type { Mailer } from '../mail'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A full Seen is tried again after this long: the host may make room meanwhile. */
export const GUEST_QUOTA_RETRY_SECONDS = 15 * 60

const full = () => new RateLimitedError(GUEST_QUOTA_RETRY_SECONDS, GUEST_POST_MSG.uploadsFull)
const closed = () => ApiError.user(403, GUEST_POST_MSG.uploadsClosed)

export async function guestUploadsOf(db: Db | Tx, seenId: string): Promise<GuestUploads> {
  const [row] = await db
    .select({
      used: seens.guestUploads,
      quota: seens.guestUploadQuota,
      open: seens.guestUploadsOpen,
    })
    .from(seens)
    .where(eq(seens.id, seenId))
  if (!row) throw new Error(`no Seen ${seenId}`)
  return row
}

/** Refuses a guest post before any work when the Seen is closed to guests or full. */
export async function assertGuestRoom(db: Db, seenId: string): Promise<void> {
  const uploads = await guestUploadsOf(db, seenId)
  if (!uploads.open) throw closed()
  if (uploads.used >= uploads.quota) throw full()
}

/**
 * Takes one guest upload in the post's transaction, or throws when none is left (two posts
 * racing for the last one cannot both have it). Returns the count after it.
 */
export async function takeGuestUpload(tx: Tx, seenId: string): Promise<GuestUploads> {
  const [row] = await tx
    .update(seens)
    .set({ guestUploads: sql`${seens.guestUploads} + 1` })
    .where(
      and(
        eq(seens.id, seenId),
        eq(seens.guestUploadsOpen, true),
        lt(seens.guestUploads, seens.guestUploadQuota),
      ),
    )
    .returning({
      used: seens.guestUploads,
      quota: seens.guestUploadQuota,
      open: seens.guestUploadsOpen,
    })
  if (row) return row
  if (!(await guestUploadsOf(tx, seenId)).open) throw closed()
  throw full()
}

/** The count at which the host is told: crossed by exactly one post per quota setting. */
export const warnsAt = (quota: number) => Math.ceil(quota * GUEST_UPLOADS.warnAt)

/** Mails the Seen's host that its guest quota is nearly used, when this post crossed the mark. */
export async function warnHostIfNearlyFull(
  deps: { db: Db; mailer: Mailer; linkBase: string },
  seenId: string,
  after: GuestUploads,
): Promise<void> {
  if (after.quota === 0 || after.used !== warnsAt(after.quota)) return
  const [seen] = await deps.db
    .select({
      name: seens.seenName,
      shortName: seens.shortName,
      email: users.email,
      displayName: users.displayName,
    })
    .from(seens)
    .innerJoin(users, eq(users.id, seens.createdById))
    .where(eq(seens.id, seenId))
  if (!seen) return
  const link = new URL(`/seen/${encodeURIComponent(seen.shortName)}`, deps.linkBase).href
  await deps.mailer.send({
    to: seen.email,
    subject: `${seen.name} has taken ${after.used} of its ${after.quota} guest photos`,
    text: [
      `Hello ${seen.displayName},`,
      `guests have posted ${after.used} of the ${after.quota} photos your Seen ${seen.name} takes from guests. Once it is full, guests' photos wait on their phones until you make room.`,
      `To raise the limit, lower it or close guest posting, open the Seen's Guest uploads: ${link}`,
    ].join('\n\n'),
  })
}

/** The host's change: a new quota and whether guests may post. */
export async function setGuestUploads(
  db: Db,
  seenId: string,
  change: { quota: number; open: boolean },
): Promise<GuestUploads> {
  const [row] = await db
    .update(seens)
    .set({ guestUploadQuota: change.quota, guestUploadsOpen: change.open })
    .where(eq(seens.id, seenId))
    .returning({
      used: seens.guestUploads,
      quota: seens.guestUploadQuota,
      open: seens.guestUploadsOpen,
    })
  if (!row) throw new Error(`no Seen ${seenId}`)
  return row
}
