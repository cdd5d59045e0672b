/**
 * Reads of invitations as docs/product.md#records records (Seen side and user side), newest first,
 * paged.
 */
import { aliasedTable, and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { InvitationStatus, SeenAccessibilityType } from '~/shared/enums'
import type { InvitationSeenSide, InvitationUserSide } from '~/shared/schemas/invitation'
import type { Db } from '../db/client'
import { invitations, memberships, seens, users } from '../db/schema'
import { canViewSeen, roleFor } from '../policy'
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

/**
 * Invitations as their invitee sees them, newest first, each saying whether the invitee may open
 * its Seen now (`seenViewable`: the card's title links it; an invitation-only Seen opens once the
 * invitation is accepted).
 */
async function selectUserSide(db: Db, where: SQL, page: Page): Promise<InvitationUserSide[]> {
  const rows = await db
    .select({
      id: invitations.id,
      inviteeId: invitations.inviteeId,
      createdById: seens.createdById,
      accessibilityType: seens.accessibilityType,
      active: seens.active,
      isMember: sql<boolean>`${memberships.userId} is not null`,
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
    .leftJoin(
      memberships,
      and(
        eq(memberships.seenId, invitations.seenId),
        eq(memberships.userId, invitations.inviteeId),
      ),
    )
    .where(where)
    .orderBy(desc(invitations.invitedAt), invitations.id)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(
    ({
      invitedAt,
      expiresAt,
      respondedAt,
      inviteeId,
      createdById,
      accessibilityType,
      active,
      isMember,
      ...row
    }) => ({
      ...row,
      status: row.status as InvitationStatus,
      invitedDate: toIso(invitedAt),
      expiresDate: toIso(expiresAt),
      respondedDate: toIsoOrNull(respondedAt),
      seenViewable: canViewSeen(
        { accessibilityType: accessibilityType as SeenAccessibilityType, active },
        // An invitation mailed to an address has no account yet: its reader is any user.
        inviteeId ? roleFor(inviteeId, createdById, isMember) : 'user',
      ),
    }),
  )
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
