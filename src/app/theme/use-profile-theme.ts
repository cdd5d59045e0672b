import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { myProfileQuery } from '~/features/people/queries'
import { saveThemeToProfile } from '~/features/settings/queries'
import { GUEST_THEME_OWNER, setTheme, themeChosenOnThisPage, useTheme } from '~/lib/theme-store'

/**
 * docs/product.md#states Theme, saved per user: for a signed-in owner, the theme stored in their
 * profile is shown once it loads (so it follows them to other devices), and every later switch (the
 * nav toggle, the settings page) is saved to the profile. Best effort: a failed save leaves the
 * choice shown and remembered on this device.
 */
export function useProfileTheme(owner: string | null) {
  const signedIn = owner !== null && owner !== GUEST_THEME_OWNER
  const queryClient = useQueryClient()
  // No docs/product.md#error-texts toast from here: the settings page reports its own load failure.
  const { errorMessage: _noToast, ...meta } = myProfileQuery().meta ?? {}
  const profile = useQuery({ ...myProfileQuery(), meta, enabled: signedIn })
  // Only a profile read from the server since this page started counts: a copy restored from
  // the offline cache may be older than a switch made on this device. (This hook mounts after
  // the page's first render, so the page's start is the navigation's, not the hook's.)
  const fresh = profile.dataUpdatedAt >= performance.timeOrigin
  const profileTheme = signedIn && fresh ? profile.data?.theme : undefined
  const shown = useTheme()
  const appliedFor = useRef<string | null>(null)

  useEffect(() => {
    if (!signedIn) appliedFor.current = null
    if (!owner || !profileTheme) return
    if (appliedFor.current !== owner) {
      appliedFor.current = owner
      // A switch made on this page before the read arrived is newer than it: it stays, and is
      // saved below.
      if (!themeChosenOnThisPage(owner)) {
        if (shown !== profileTheme) setTheme(owner, profileTheme)
        return
      }
    }
    if (shown !== profileTheme) void saveThemeToProfile(queryClient, shown).catch(() => undefined)
  }, [owner, signedIn, profileTheme, shown, queryClient])
}
