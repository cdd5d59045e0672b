import { useLocation } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { DialogLoading, lazyNamed, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { closeLoginPrompt, useLoginPrompt } from '../login-prompt'
import { useSession } from '../queries'

const LoginSheet = lazyNamed(() => import('./login-sheet'), 'LoginSheet')

/** A guest's page fetches the sheet's code after drawing, so a tap offline still opens it. */
function PreloadForGuest() {
  usePreloadAfterPaint(LoginSheet.preload)
  return null
}

/**
 * The app's one log-in sheet (see `login-prompt.ts`), returning to the page it opens on. It
 * stays mounted after its first opening, so closing it hands the focus back to the button that
 * opened it.
 */
export function LoginPromptHost() {
  const session = useSession()
  const asked = useLoginPrompt()
  const here = useLocation({ select: (location) => location.href })
  const [title, setTitle] = useState<string | null>(null)
  useEffect(() => {
    if (asked) setTitle(asked)
  }, [asked])
  return (
    <>
      {session.status === 'guest' ? <PreloadForGuest /> : null}
      {title ? (
        <Suspense fallback={<DialogLoading />}>
          <LoginSheet
            title={title}
            returnUrl={here}
            open={asked !== null}
            onOpenChange={(open) => {
              if (!open) closeLoginPrompt()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
