import * as v from 'valibot'
import { MSG } from '../messages'
import { safeReturnUrl } from '../return-url'

/** docs/product.md#records Session: one claim of the list GET /bff/user answers. */
export const claim = v.object({
  type: v.string(),
  value: v.union([v.string(), v.number(), v.boolean(), v.null()]),
})
export const claims = v.array(claim)
export type Claim = v.InferOutput<typeof claim>

/** The claim types docs/architecture/accounts-and-security.md#accounts-and-sessions names. */
export const CLAIM_TYPES = {
  subject: 'sub',
  name: 'name',
  displayName: 'display_name',
  logoutUrl: 'bff:logout_url',
} as const

export interface SessionUser {
  username: string
  displayName: string
  logoutUrl: string
}

/** Where Logout goes when the session names no logout address (docs/product.md#screens). */
export const FALLBACK_LOGOUT_URL = '/bff/login'

/** A signed-out visitor: docs/product.md#records calls anyone without a name claim 'Guest'. */
export const GUEST_USER: SessionUser = {
  username: MSG.guest,
  displayName: MSG.guest,
  logoutUrl: FALLBACK_LOGOUT_URL,
}

const claimValue = (list: readonly Claim[], type: string): string | undefined => {
  const value = list.find((item) => item.type === type)?.value
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/** The signed-in user the claims describe, or null when there is no name claim (a guest). */
export function sessionUserFromClaims(list: readonly Claim[]): SessionUser | null {
  const username = claimValue(list, CLAIM_TYPES.name)
  if (!username) return null
  const logoutUrl = claimValue(list, CLAIM_TYPES.logoutUrl)
  return {
    username,
    displayName: claimValue(list, CLAIM_TYPES.displayName) ?? username,
    logoutUrl: logoutUrl ? safeReturnUrl(logoutUrl) : FALLBACK_LOGOUT_URL,
  }
}
