/**
 * Accept or decline one invitation; acceptance makes the user a member (docs/product.md#states).
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { InvitationStatus } from '~/shared/enums'
import type { Db } from '../db/client'
import { invitations, memberships, seens } from '../db/schema'
import { recordTimelineEvent } from '../people/timeline'
import type { InvitationFacts } from '../policy'

export interface StoredInvitation extends InvitationFacts {
  id: string
  seenId: string
  seenShortName: string
  seenCreatorId: string
}

/** The invitation with an id or a token hash, with what the policy and the answer need. */
export async function findInvitation(
  db: Db,
  by: { id: string } | { tokenHash: string },
): Promise<StoredInvitation | undefined> {
  const [row] = await db
    .select({
      id: invitations.id,
      seenId: invitations.seenId,
      inviteeId: invitations.inviteeId,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      seenShortName: seens.shortName,
      seenCreatorId: seens.createdById,
    })
    .from(invitations)
    .innerJoin(seens, eq(seens.id, invitations.seenId))
    .where('id' in by ? eq(invitations.id, by.id) : eq(invitations.tokenHash, by.tokenHash))
  return row
}

/**
 * Answer in one transaction. The update only matches a pending, unexpired row, so a second
 * answer (or a replayed link) finds nothing: the token is single-use. An invitation to an
 * e-mail address is bound to the user who answers it. Returns false when nothing matched.
 */
export async function answerInvitation(
  db: Db,
  invitationId: string,
  userId: string,
  accept: boolean,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({
        status: accept ? InvitationStatus.accepted : InvitationStatus.declined,
        respondedAt: now,
        inviteeId: sql`coalesce(${invitations.inviteeId}, ${userId}::uuid)`,
      })
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.status, InvitationStatus.pending),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ seenId: invitations.seenId })
    if (!row) return false
    if (accept) {
      await tx
        .insert(memberships)
        .values({ userId, seenId: row.seenId, joinedVia: 'invitation', createdAt: now })
        .onConflictDoNothing()
      await recordTimelineEvent(tx, {
        userId,
        eventType: 'AcceptedInvitation',
        seenId: row.seenId,
        at: now,
      })
    }
    return true
  })
}
