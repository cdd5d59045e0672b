/**
 * Who may end a session (docs/decisions/107-sessions-in-settings.md), as pure functions
 * (docs/architecture/accounts-and-security.md#who-may-do-what); the sessions route asks this,
 * tests/unit/server/account-policy.test.ts checks it as a matrix.
 */

export interface SessionOwner {
  userId: string
  tokenHash: string
}

export type EndSessionDecision = 'allowed' | 'login-required' | 'not-found' | 'current'

/**
 * May the viewer (`viewerId`, signed in with session `viewerTokenHash`) end `session`? Only a
 * session of their own account; someone else's is answered as if it did not exist, so its id
 * tells nothing. This session ends through Log out, which also clears the page's data.
 */
export function endSessionDecision(
  viewerId: string | null,
  viewerTokenHash: string | null,
  session: SessionOwner | undefined,
): EndSessionDecision {
  if (!viewerId || !viewerTokenHash) return 'login-required'
  if (!session || session.userId !== viewerId) return 'not-found'
  if (session.tokenHash === viewerTokenHash) return 'current'
  return 'allowed'
}
