import { useLocation } from '@tanstack/react-router'
import { loginHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { formatInZone } from '~/lib/zoned-format'
import type { SeenDetail } from '~/shared/schemas/seen'
import { type PostingHint, postingHint } from '../visibility'

export const POSTING_TEXT = {
  closed: (when: string) => `Posting has closed: photos could be added until ${when}.`,
  opens: (when: string) => `Posting opens ${when}.`,
  login: 'Log in to post photos',
  loginToRequest: 'Log in to request to join',
  request: 'Request to join to post photos here.',
  invitedOnly: 'Only invited members can post photos here.',
} as const

function text(hint: PostingHint, zone: string): string {
  switch (hint.kind) {
    case 'closed':
      return POSTING_TEXT.closed(formatInZone(hint.until, zone))
    case 'opens':
      return POSTING_TEXT.opens(formatInZone(hint.from, zone))
    case 'request':
      return POSTING_TEXT.request
    case 'invited-only':
      return POSTING_TEXT.invitedOnly
    default:
      return ''
  }
}

/** Where the Make Appearance button would be: what this viewer can do instead of posting. */
export function PostingHintNote({ seen, loggedIn }: { seen: SeenDetail; loggedIn: boolean }) {
  const here = useLocation({ select: (location) => location.href })
  const hint = postingHint(seen, loggedIn)
  if (!hint) return null
  if (hint.kind === 'login' || hint.kind === 'login-to-request') {
    return (
      <a href={loginHref(here)} onClick={logInOnClick} className="btn-primary mb-4 inline-flex">
        {hint.kind === 'login' ? POSTING_TEXT.login : POSTING_TEXT.loginToRequest}
      </a>
    )
  }
  return (
    <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">{text(hint, seen.timeZoneId)}</p>
  )
}
