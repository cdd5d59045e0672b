import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Page } from '~/components/page'
import { Spinner } from '~/components/spinner'
import { loginHref, registerHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { api, CommunicationError } from '~/lib/api'
import { notify } from '~/lib/notify'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { acceptInvitationResponse } from '~/shared/schemas/invitation'
import { invitationKeys } from '../queries'

/** SPEC §8: the server's words when it sent some, the SPEC fallback otherwise. */
function failureText(error: unknown): string {
  if (error instanceof CommunicationError) {
    return error.fromServer ? error.message : INVITATION_MSG.acceptFailed
  }
  return MSG.unexpected
}

/**
 * SPEC §2: accept on arrival, then go to the Seen; on failure the Error heading, the message,
 * the login hint and Login/Register links that come back to this same link.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const here = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trimmed = token.trim()
  const [failure, setFailure] = useState<string | null>(
    trimmed ? null : INVITATION_MSG.tokenMissing,
  )
  // One POST per token: the token is single-use, a second call would report it as used.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (!trimmed || sentFor.current === trimmed) return
    sentFor.current = trimmed
    api
      .post(`/api/seen/invitations/accept/${encodeURIComponent(trimmed)}`, acceptInvitationResponse)
      .then(({ seenShortName }) => {
        notify.success(INVITATION_MSG.acceptedViaLink)
        void queryClient.invalidateQueries({ queryKey: invitationKeys.all })
        void queryClient.invalidateQueries({ queryKey: ['seens'] })
        return navigate({ to: '/seen', search: { shortname: seenShortName }, replace: true })
      })
      .catch((error: unknown) => setFailure(failureText(error)))
  }, [trimmed, navigate, queryClient])

  if (!failure) {
    return (
      <Page title={INVITATION_MSG.accepting}>
        <Spinner label={INVITATION_MSG.accepting} className="py-10" />
      </Page>
    )
  }
  return (
    <Page title="Error">
      <p role="alert" className="mt-4 text-zinc-800 dark:text-zinc-200">
        {failure}
      </p>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{INVITATION_MSG.loginHint}</p>
      <p className="mt-6 flex gap-3">
        <a href={loginHref(here)} onClick={logInOnClick} className="btn-primary">
          Login
        </a>
        <a href={registerHref(here)} onClick={logInOnClick} className="btn-secondary">
          Register
        </a>
      </p>
    </Page>
  )
}
