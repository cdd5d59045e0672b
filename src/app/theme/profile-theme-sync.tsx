import { useProfileTheme } from './use-profile-theme'

/** Keeps the signed-in owner's theme and their profile in step; draws nothing. */
export function ProfileThemeSync({ owner }: { owner: string | null }) {
  useProfileTheme(owner)
  return null
}
