import { and, eq, lte, type SQL } from 'drizzle-orm'
import { InvitationStatus } from '~/shared/enums'
import type { Db } from '../db/client'
import { invitations } from '../db/schema'

type Scope = { seenId: string } | { inviteeId: string } | { id: string }

const scopeCondition = (scope: Scope): SQL =>
  'seenId' in scope
    ? eq(invitations.seenId, scope.seenId)
    : 'inviteeId' in scope
      ? eq(invitations.inviteeId, scope.inviteeId)
      : eq(invitations.id, scope.id)

/**
 * docs/product.md#states: a pending invitation past its expiry becomes status 4 (expired). Done
 * when a list or an invitation is touched (along the scope's index), so reads never show a stale
 * pending one and a new invitation to the same person is not blocked by an expired one.
 */
export async function expireInvitations(db: Pick<Db, 'update'>, scope: Scope, now: Date) {
  await db
    .update(invitations)
    .set({ status: InvitationStatus.expired })
    .where(
      and(
        scopeCondition(scope),
        eq(invitations.status, InvitationStatus.pending),
        lte(invitations.expiresAt, now),
      ),
    )
}
