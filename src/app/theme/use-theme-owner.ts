import { useEffect } from 'react'
import type { Session } from '~/features/session/queries'
import { GUEST_THEME_OWNER, showSavedTheme } from '~/lib/theme-store'

/** Whose theme applies: the signed-in user's, else the guest's; null while the session loads. */
export function themeOwner(session: Session): string | null {
  if (session.status === 'loading') return null
  return session.status === 'authenticated' ? session.username : GUEST_THEME_OWNER
}

/**
 * Switches to the owner's saved theme whenever the owner changes (log-in, log-out). For a
 * signed-in user, `ProfileThemeSync` then lets their profile's theme win and saves later
 * switches to it.
 */
export function useSavedThemeOf(owner: string | null) {
  useEffect(() => {
    if (owner !== null) showSavedTheme(owner)
  }, [owner])
}
