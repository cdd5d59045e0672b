import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: the single-use secret of one invitation link. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashInvitationToken(token) }
}

/** What the database keeps instead of the token (sha256, hex). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** What an invitation token may look like; anything else cannot exist. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/
