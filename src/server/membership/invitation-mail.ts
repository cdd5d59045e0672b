import { INVITATION_MSG } from '~/shared/membership-messages'
import type { MailMessage } from '../mail'

export interface InvitationMailInput {
  to: string
  token: string
  expiresAt: Date
  linkBase: string
  message: string | null
  seen: { seenName: string }
  inviter: { displayName: string }
}

/** The accept page's address for a token (docs/product.md#screens invitation accept page). */
export const acceptLink = (linkBase: string, token: string) =>
  new URL(`/invitation/${encodeURIComponent(token)}`, linkBase).href

/** The mail to someone without an account: who invites, to what, the personal note, the link. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const link = acceptLink(input.linkBase, input.token)
  const note = input.message ? `\n\n“${input.message}”` : ''
  const until = input.expiresAt.toUTCString()
  return {
    to: input.to,
    subject: INVITATION_MSG.mailSubject(input.seen.seenName),
    text: [
      `${input.inviter.displayName} invited you to “${input.seen.seenName}” on Seen.${note}`,
      `Accept the invitation: ${link}`,
      `If you have no account yet, choose Register on that page; you will come back to the link afterwards. The link works once and until ${until}.`,
    ].join('\n\n'),
  }
}
