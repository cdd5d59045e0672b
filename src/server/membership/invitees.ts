/** docs/product.md#validation: what each invitee text means — a username or an e-mail address. */

export type InviteeKind =
  | { kind: 'username'; username: string }
  | { kind: 'email'; email: string }
  | { kind: 'invalidEmail' }
  | { kind: 'invalid' }

/**
 * The account rule (docs/architecture/accounts-and-security.md#accounts-and-sessions,
 * docs/decisions/005-username-case.md): 3–30 of A-Z a-z 0-9 _ .
 */
const USERNAME = /^[A-Za-z0-9_.]{3,30}$/
/** One @, no spaces, a dot in the domain, within the SMTP length limit. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const EMAIL_MAX = 254

export function classifyInvitee(text: string): InviteeKind {
  if (text.includes('@')) {
    return EMAIL.test(text) && text.length <= EMAIL_MAX
      ? { kind: 'email', email: text }
      : { kind: 'invalidEmail' }
  }
  return USERNAME.test(text) ? { kind: 'username', username: text } : { kind: 'invalid' }
}
