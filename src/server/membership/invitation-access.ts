import { and, eq } from 'drizzle-orm'
import { InvitationStatus } from '~/shared/enums'
import { INVITATION_MSG } from '~/shared/membership-messages'
import type { Db } from '../db/client'
import { invitations } from '../db/schema'
import { ApiError } from '../http/errors'
import { type InvitationAnswerRefusal, invitationExpired } from '../policy'
import { findInvitation, type StoredInvitation } from './answer-invitation'
import { expireInvitations } from './expire'
import { isUuid } from './paging'
import { hashInvitationToken, INVITATION_TOKEN_PATTERN } from './token'

/**
 * The invitation with this id or link token; one past its expiry is marked expired (status 4)
 * on the way. 404 when there is none.
 */
export async function loadInvitation(
  db: Db,
  by: { id: string } | { token: string },
  now: Date,
): Promise<StoredInvitation> {
  const invitation =
    'id' in by
      ? isUuid(by.id)
        ? await findInvitation(db, { id: by.id })
        : undefined
      : INVITATION_TOKEN_PATTERN.test(by.token)
        ? await findInvitation(db, { tokenHash: hashInvitationToken(by.token) })
        : undefined
  if (!invitation) throw ApiError.user(404, INVITATION_MSG.notFound)
  if (invitation.status === InvitationStatus.pending && invitationExpired(invitation, now)) {
    await expireInvitations(db, { id: invitation.id }, now)
    return { ...invitation, status: InvitationStatus.expired }
  }
  return invitation
}

const REFUSALS: Record<InvitationAnswerRefusal, () => ApiError> = {
  notInvitee: () => ApiError.user(403, INVITATION_MSG.notYours),
  expired: () => ApiError.user(409, INVITATION_MSG.expired),
  answered: () => ApiError.user(409, INVITATION_MSG.alreadyAnswered),
}

export const answerRefusalError = (refusal: InvitationAnswerRefusal) => REFUSALS[refusal]()

/**
 * docs/product.md#states: a revoked invitation is removed (only a pending one; the caller checked
 * the rest).
 */
export async function revokeInvitation(db: Db, id: string) {
  await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.status, InvitationStatus.pending)))
}
