import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Page } from '~/components/page'
import { Spinner } from '~/components/spinner'
import { seenKeys } from '~/features/seens/queries'
import { loginHref, registerHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { useSession } from '~/features/session/queries'
import { api, CommunicationError } from '~/lib/api'
import { notify } from '~/lib/notify'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { acceptInvitationResponse } from '~/shared/schemas/invitation'
import { invitationKeys, invitationPreviewQueryOptions } from '../invitation-queries'

export const INVITED_TEXT = {
  title: (seenName: string) => `You're invited to ${seenName}`,
  by: (name: string, username: string) => `${name} (@${username}) invited you.`,
  next: 'Log in or create an account to accept. You will come back to this invitation.',
} as const

/**
 * docs/product.md#error-texts: the server's words when it sent some, the product's fallback
 * otherwise.
 */
function failureText(error: unknown): string {
  if (error instanceof CommunicationError) {
    return error.fromServer ? error.message : INVITATION_MSG.acceptFailed
  }
  return MSG.unexpected
}

function AccountLinks({ here }: { here: string }) {
  return (
    <p className="mt-6 flex gap-3">
      <a href={loginHref(here)} onClick={logInOnClick} className="btn-primary">
        Login
      </a>
      <a href={registerHref(here)} onClick={logInOnClick} className="btn-secondary">
        Register
      </a>
    </p>
  )
}

function Failure({ message, here }: { message: string; here: string }) {
  return (
    <Page title="Error">
      <p role="alert" className="mt-4 text-zinc-800 dark:text-zinc-200">
        {message}
      </p>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{INVITATION_MSG.loginHint}</p>
      <AccountLinks here={here} />
    </Page>
  )
}

/** A guest opening the mailed link: which Seen, who invited, and the way in that comes back. */
function InvitedGuest({ token, here }: { token: string; here: string }) {
  const preview = useQuery(invitationPreviewQueryOptions(token))
  if (preview.isPending) return <Spinner label={INVITATION_MSG.accepting} className="py-10" />
  if (preview.isError) return <Failure message={failureText(preview.error)} here={here} />
  const { invitation } = preview.data
  return (
    <Page title={INVITED_TEXT.title(invitation.seenName)}>
      <div className="card mt-6">
        <p className="text-zinc-800 dark:text-zinc-200">
          {INVITED_TEXT.by(invitation.inviterDisplayName, invitation.inviterUsername)}
        </p>
        {invitation.message ? (
          <blockquote className="mt-3 border-l-4 border-brand-300 pl-3 text-zinc-700 italic dark:text-zinc-300">
            {invitation.message}
          </blockquote>
        ) : null}
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">{INVITED_TEXT.next}</p>
        <AccountLinks here={here} />
      </div>
    </Page>
  )
}

/**
 * The accept in flight for each token: the page's root mounts again when the session scope
 * opens under it (a page that started as a guest's), and the second mount must wait for the
 * first one's answer, not send the single-use token again ("already answered"). Kept only until
 * the answer arrives, so opening the link again asks the server again.
 */
const inFlight = new Map<string, Promise<{ seenShortName: string }>>()

function acceptOnce(token: string) {
  let sent = inFlight.get(token)
  if (!sent) {
    sent = api
      .post(`/api/seen/invitations/accept/${encodeURIComponent(token)}`, acceptInvitationResponse)
      .finally(() => inFlight.delete(token))
    inFlight.set(token, sent)
  }
  return sent
}

/** Signed in: accept on arrival, then open the Seen with a short welcome. */
function AcceptAsUser({ token, here }: { token: string; here: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  // One POST per token: the token is single-use, a second call would report it as used.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    acceptOnce(token)
      .then(({ seenShortName }) => {
        notify.success(INVITATION_MSG.acceptedViaLink)
        void queryClient.invalidateQueries({ queryKey: invitationKeys.all })
        void queryClient.invalidateQueries({ queryKey: seenKeys.all })
        return navigate({
          to: '/seen',
          search: { shortname: seenShortName },
          state: (previous) => ({ ...previous, welcome: true }),
          replace: true,
        })
      })
      .catch((error: unknown) => setFailure(failureText(error)))
  }, [token, navigate, queryClient])

  if (failure) return <Failure message={failure} here={here} />
  return (
    <Page title={INVITATION_MSG.accepting}>
      <Spinner label={INVITATION_MSG.accepting} className="py-10" />
    </Page>
  )
}

/**
 * docs/product.md#screens invitation accept page. Signed in: 'Accepting your invitation...', then
 * the Seen; on failure the Error heading, the message, the login hint and Login/Register links that
 * come back to this link. A guest first sees what they are invited to, with the same two links.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const here = useLocation({ select: (location) => location.href })
  const session = useSession()
  const trimmed = token.trim()
  if (!trimmed) return <Failure message={INVITATION_MSG.tokenMissing} here={here} />
  if (session.status === 'loading') {
    return (
      <Page title={INVITATION_MSG.accepting}>
        <Spinner label={INVITATION_MSG.accepting} className="py-10" />
      </Page>
    )
  }
  if (session.status === 'guest') return <InvitedGuest token={trimmed} here={here} />
  return <AcceptAsUser token={trimmed} here={here} />
}
