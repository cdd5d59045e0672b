/**
 * Join requests (docs/product.md#records, #states): create, list, decide; approval makes the
 * requester a member.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { JoinRequestStatus } from '~/shared/enums'
import { JoinRequestStatus as Status } from '~/shared/enums'
import type { JoinRequest } from '~/shared/schemas/join-request'
import type { Db } from '../db/client'
import { joinRequests, memberships, seens, users } from '../db/schema'
import { recordTimelineEvent } from '../people/timeline'
import { type Page, toIso, toIsoOrNull } from './paging'

async function selectRequests(db: Db, where: SQL, page: Page): Promise<JoinRequest[]> {
  const rows = await db
    .select({
      id: joinRequests.id,
      seenShortName: seens.shortName,
      seenName: seens.seenName,
      status: joinRequests.status,
      message: joinRequests.message,
      requestedAt: joinRequests.requestedAt,
      respondedAt: joinRequests.respondedAt,
      userDisplayName: users.displayName,
      userUsername: users.username,
    })
    .from(joinRequests)
    .innerJoin(seens, eq(seens.id, joinRequests.seenId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(where)
    .orderBy(desc(joinRequests.requestedAt), joinRequests.id)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ requestedAt, respondedAt, ...row }) => ({
    ...row,
    status: row.status as JoinRequestStatus,
    requestDate: toIso(requestedAt),
    responseDate: toIsoOrNull(respondedAt),
  }))
}

export const listSeenJoinRequests = (db: Db, seenId: string, page: Page) =>
  selectRequests(db, eq(joinRequests.seenId, seenId), page)

export const listUserJoinRequests = (db: Db, userId: string, page: Page) =>
  selectRequests(db, eq(joinRequests.userId, userId), page)

export const joinRequestById = async (db: Db, id: string) =>
  (await selectRequests(db, eq(joinRequests.id, id), { limit: 1, offset: 0 }))[0]

export async function hasPendingRequest(db: Db, seenId: string, userId: string) {
  const [row] = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.seenId, seenId),
        eq(joinRequests.userId, userId),
        eq(joinRequests.status, Status.pending),
      ),
    )
  return row !== undefined
}

/** A new pending request; undefined when one is already pending (unique partial index). */
export async function createJoinRequest(
  db: Db,
  seenId: string,
  userId: string,
  message: string | null,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .insert(joinRequests)
    .values({ seenId, userId, message, requestedAt: now })
    .onConflictDoNothing()
    .returning({ id: joinRequests.id })
  return row?.id
}

/** The request with its Seen's creator, for the policy. */
export async function findJoinRequest(db: Db, id: string) {
  const [row] = await db
    .select({
      id: joinRequests.id,
      status: joinRequests.status,
      seenCreatorId: seens.createdById,
    })
    .from(joinRequests)
    .innerJoin(seens, eq(seens.id, joinRequests.seenId))
    .where(eq(joinRequests.id, id))
  return row
}

/** Approve or reject a pending request in one transaction; false when it was not pending. */
export async function decideJoinRequest(db: Db, id: string, approve: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(joinRequests)
      .set({ status: approve ? Status.approved : Status.rejected, respondedAt: now })
      .where(and(eq(joinRequests.id, id), eq(joinRequests.status, Status.pending)))
      .returning({ seenId: joinRequests.seenId, userId: joinRequests.userId })
    if (!row) return false
    if (approve) {
      await tx
        .insert(memberships)
        .values({ ...row, joinedVia: 'request', createdAt: now })
        .onConflictDoNothing()
      await recordTimelineEvent(tx, { ...row, eventType: 'UserMembership', at: now })
    }
    return true
  })
}
