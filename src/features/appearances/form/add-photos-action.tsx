import { useLocation } from '@tanstack/react-router'
import { Images } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { usePreloadAfterPaint } from '~/components/lazy-dialog'
import { useOnline } from '~/lib/offline'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { loginHref, registerHref } from '../../session/links'
import { logInOnClick } from '../../session/logout'
import { useSession } from '../../session/queries'
import { ADD_PHOTOS_TEXT, type AddPhotosState, addPhotosState } from './add-photos'
import { PhotoFileInput } from './photo-file-input'
import { preloadPostingForm } from './posting-form-host'
import { openPostingForm } from './posting-store'

interface AddPhotosActionProps {
  seen: SeenDetail
  /**
   * What a signed-in non-member of a request-to-join Seen can press instead: the membership
   * feature's Request to join (the page composes it; this feature does not import that one).
   */
  requestToJoin?: ReactNode
}

const HINT_CLASS = 'text-sm text-zinc-700 dark:text-zinc-300'

/**
 * The Seen page's one prominent action, right under its title: "Add your photos" opens the
 * photo picker and then the page's posting form with the photos picked, or, where this viewer may not post, says what to
 * do instead (log in, request to join) or why nobody can (closed, not yet open, invited only).
 */
export function AddPhotosAction({ seen, requestToJoin }: AddPhotosActionProps) {
  const session = useSession()
  const online = useOnline()
  const loggedIn = session.status === 'authenticated'
  const state = addPhotosState(seen, loggedIn, online)
  return (
    <div className="flex flex-col items-stretch gap-2 xs:items-start">
      {state.kind === 'post' ? (
        <PickPhotos seen={seen} guest={!loggedIn} />
      ) : (
        <WhatToDo seen={seen} state={state} requestToJoin={requestToJoin} />
      )}
    </div>
  )
}

function PickPhotos({ seen, guest }: { seen: SeenDetail; guest: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  usePreloadAfterPaint(preloadPostingForm)
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="btn-primary px-6 py-3.5 text-base shadow-md"
      >
        <Images aria-hidden="true" className="size-5" />
        {ADD_PHOTOS_TEXT.action}
      </button>
      <p className={HINT_CLASS}>{guest ? ADD_PHOTOS_TEXT.guestHint : ADD_PHOTOS_TEXT.userHint}</p>
      <PhotoFileInput
        ref={input}
        label={ADD_PHOTOS_TEXT.action}
        onPick={(picked) => openPostingForm(seen.shortName, picked)}
      />
    </>
  )
}

function WhatToDo(props: {
  seen: SeenDetail
  state: Exclude<AddPhotosState, { kind: 'post' }>
  requestToJoin: ReactNode
}) {
  const here = useLocation({ select: (location) => location.href })
  const { seen, state } = props
  switch (state.kind) {
    case 'login':
    case 'login-to-request':
      return (
        <>
          <div className="flex flex-col gap-2 xs:flex-row xs:flex-wrap xs:items-center xs:gap-x-4">
            <a
              href={loginHref(here)}
              onClick={logInOnClick}
              className="btn-primary px-6 py-3.5 text-base"
            >
              {state.kind === 'login' ? ADD_PHOTOS_TEXT.login : ADD_PHOTOS_TEXT.loginToRequest}
            </a>
            <a
              href={registerHref(here)}
              onClick={logInOnClick}
              className="link self-center xs:self-auto"
            >
              {ADD_PHOTOS_TEXT.register}
            </a>
          </div>
          <p className={HINT_CLASS}>
            {state.kind === 'login'
              ? ADD_PHOTOS_TEXT.loginHint
              : ADD_PHOTOS_TEXT.loginToRequestHint}
          </p>
        </>
      )
    case 'request':
      return (
        <>
          {props.requestToJoin}
          <p className={HINT_CLASS}>{ADD_PHOTOS_TEXT.requestHint}</p>
        </>
      )
    case 'invited-only':
      return <p className={HINT_CLASS}>{ADD_PHOTOS_TEXT.invitedOnly}</p>
    case 'blocked':
      return <p className={HINT_CLASS}>{MODERATION_MSG.postBlocked}</p>
    case 'closed':
      return (
        <p className={HINT_CLASS}>
          {ADD_PHOTOS_TEXT.closed(formatSeenTime(state.until, seen.timeZoneId))}
        </p>
      )
    case 'opens':
      return (
        <p className={HINT_CLASS}>
          {ADD_PHOTOS_TEXT.opens(formatSeenTime(state.from, seen.timeZoneId))}
        </p>
      )
  }
}
