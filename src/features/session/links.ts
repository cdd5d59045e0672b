import { safeReturnUrl } from '~/shared/return-url'

/**
 * Server pages (full navigations, docs/architecture/accounts-and-security.md#accounts-and-sessions)
 * that come back to `returnUrl` afterwards.
 */
export const loginHref = (returnUrl: string) =>
  `/bff/login?returnUrl=${encodeURIComponent(safeReturnUrl(returnUrl))}`

export const registerHref = (returnUrl: string) =>
  `/bff/register?returnUrl=${encodeURIComponent(safeReturnUrl(returnUrl))}`
