/**
 * Reads of invitations as docs/product.md#records records (Seen side and user side), newest first,
 * paged.
 */
import { aliasedTable, desc, eq, type SQL } from 'drizzle-orm'
import type { InvitationStatus } from '~/shared/enums'
import type { InvitationSeenSide, InvitationUserSide } from '~/shared/schemas/invitation'
import type { Db } from '../db/client'
import { invitations, seens, users } from '../db/schema'
import { type Page, toIso, toIsoOrNull } from './paging'

const inviter = aliasedTable(users, 'inviter')

export async function listSeenInvitations(
  db: Db,
  seenId: string,
  page: Page,
): Promise<InvitationSeenSide[]> {
  const rows = await db
    .select({
      id: invitations.id,
      seenShortName: seens.shortName,
      status: invitations.status,
      inviteeUsername: users.username,
      inviteeEmail: invitations.inviteeEmail,
      inviteeDisplayName: users.displayName,
      invitedAt: invitations.invitedAt,
      expiresAt: invitations.expiresAt,
      respondedAt: invitations.respondedAt,
      message: invitations.message,
    })
    .from(invitations)
    .innerJoin(seens, eq(seens.id, invitations.seenId))
    .leftJoin(users, eq(users.id, invitations.inviteeId))
    .where(eq(invitations.seenId, seenId))
    .orderBy(desc(invitations.invitedAt), invitations.id)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ invitedAt, expiresAt, respondedAt, ...row }) => ({
    ...row,
    status: row.status as InvitationStatus,
    invitedDate: toIso(invitedAt),
    expiresDate: toIso(expiresAt),
    respondedDate: toIsoOrNull(respondedAt),
  }))
}

/** Invitations as their invitee sees them, newest first. */
async function selectUserSide(db: Db, where: SQL, page: Page): Promise<InvitationUserSide[]> {
  const rows = await db
    .select({
      id: invitations.id,
      seenName: seens.seenName,
      seenHeadline: seens.headline,
      seenShortName: seens.shortName,
      inviterDisplayName: inviter.displayName,
      inviterUsername: inviter.username,
      status: invitations.status,
      message: invitations.message,
      invitedAt: invitations.invitedAt,
      expiresAt: invitations.expiresAt,
      respondedAt: invitations.respondedAt,
    })
    .from(invitations)
    .innerJoin(seens, eq(seens.id, invitations.seenId))
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .where(where)
    .orderBy(desc(invitations.invitedAt), invitations.id)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ invitedAt, expiresAt, respondedAt, ...row }) => ({
    ...row,
    status: row.status as InvitationStatus,
    invitedDate: toIso(invitedAt),
    expiresDate: toIso(expiresAt),
    respondedDate: toIsoOrNull(respondedAt),
  }))
}

export const listUserInvitations = (db: Db, userId: string, page: Page) =>
  selectUserSide(db, eq(invitations.inviteeId, userId), page)

/** One invitation as its invitee sees it. */
export async function userSideInvitation(
  db: Db,
  id: string,
): Promise<InvitationUserSide | undefined> {
  return (await selectUserSide(db, eq(invitations.id, id), { limit: 1, offset: 0 }))[0]
}
