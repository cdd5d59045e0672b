import { SeenAccessibilityType } from '~/shared/enums'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

export type MembershipSeen = Pick<
  SeenDetail,
  'id' | 'shortName' | 'seenName' | 'seenAccessibilityType' | 'isCreator' | 'isMember'
> & { canRequestJoin?: boolean | undefined }

export interface MembershipToolbar {
  invitations: boolean
  joinRequests: boolean
  requestToJoin: boolean
}

/**
 * docs/product.md#roles: the creator gets the invitation manager, and the join-request manager only
 * on a publicRequestJoin Seen; Request to Join is for signed-in non-members, non-creators of one
 * (the server's `canRequestJoin` when it sent it).
 */
export function membershipToolbar(seen: MembershipSeen, signedIn: boolean): MembershipToolbar {
  const requestJoin = seen.seenAccessibilityType === SeenAccessibilityType.publicRequestJoin
  return {
    invitations: seen.isCreator,
    joinRequests: seen.isCreator && requestJoin,
    requestToJoin:
      signedIn && (seen.canRequestJoin ?? (requestJoin && !seen.isCreator && !seen.isMember)),
  }
}
