import { useEffect } from 'react'
import { useSession } from '~/features/session/queries'
import { notify } from '~/lib/notify'
import { WELCOME_COOKIE, WELCOME_TEXT } from '~/shared/welcome'

const hasWelcomeCookie = () =>
  document.cookie.split('; ').some((pair) => pair === `${WELCOME_COOKIE}=1`)

/** Greets a new account once, on the page registering returned to (src/shared/welcome.ts). */
export function WelcomeGreeting() {
  const session = useSession()
  useEffect(() => {
    if (session.status !== 'authenticated' || !hasWelcomeCookie()) return
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie is the server's one-time note
    document.cookie = `${WELCOME_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    notify.success(WELCOME_TEXT.greeting(session.displayName))
  }, [session.status, session.displayName])
  return null
}
