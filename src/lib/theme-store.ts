import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '~/lib/local-store'
import { STORAGE_KEYS } from '~/shared/constants'
import { DEFAULT_THEME, isTheme, type Theme } from '~/shared/schemas/theme'

/**
 * Whose theme is stored: the username, or this for a logged-out visitor (docs/product.md#states
 * Theme).
 */
export const GUEST_THEME_OWNER = 'guest'

const listeners = new Set<() => void>()
/** The owners who switched the theme themselves since this page started. */
const choseOnThisPage = new Set<string>()

function shownTheme(): Theme {
  const attribute =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme
  return isTheme(attribute) ? attribute : DEFAULT_THEME
}

/** The browser bar's colour per theme (the manifest's theme_color is the light one). */
export const THEME_COLOR: Record<Theme, string> = { light: '#6d28d9', dark: '#18181b' }

/** Shows `theme` at once; public/theme-init.js shows the same one before the next first paint. */
function show(theme: Theme) {
  const root = document.documentElement
  root.dataset.theme = theme
  root.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme])
  writeItem(STORAGE_KEYS.activeTheme, theme)
  for (const listener of listeners) listener()
}

/** The owner's saved theme, or the default when they never chose one. */
export function savedTheme(owner: string): Theme {
  const saved = readItem(STORAGE_KEYS.theme(owner))
  return isTheme(saved) ? saved : DEFAULT_THEME
}

/** Shows the owner's saved theme, e.g. once the session says who is here. */
export function showSavedTheme(owner: string) {
  show(savedTheme(owner))
}

/**
 * Saves and shows the owner's choice. src/app/theme calls this too, with the theme of the
 * loaded user profile, and saves toggles to /api/userprofile.
 */
export function setTheme(owner: string, theme: Theme) {
  writeItem(STORAGE_KEYS.theme(owner), theme)
  show(theme)
}

/**
 * A switch made by the person (the nav toggle, the settings page): saved and shown like
 * setTheme, and remembered as a choice, which the profile's first read must not undo.
 */
export function chooseTheme(owner: string, theme: Theme) {
  choseOnThisPage.add(owner)
  setTheme(owner, theme)
}

/** Whether the owner switched the theme themselves since this page started. */
export function themeChosenOnThisPage(owner: string): boolean {
  return choseOnThisPage.has(owner)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The theme on screen now. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, shownTheme, () => DEFAULT_THEME)
}
