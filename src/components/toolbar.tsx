import type { ReactNode } from 'react'

/** The look of every button in the Seen toolbar (several features add their own). */
export const TOOLBAR_BUTTON_CLASS =
  'focus-ring inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full bg-white/90 px-2.5 text-sm font-medium text-zinc-800 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-white aria-pressed:text-brand-800 lg:px-3.5 dark:bg-zinc-900/90 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-900 dark:aria-pressed:text-brand-200'

/**
 * A toolbar button's visible words, where the toolbar has room for them (wide screens); below
 * that the icon shows alone, with the button's accessible name and tooltip saying the same.
 * The accessible name must contain these words (WCAG 2.5.3).
 */
export function ToolbarLabel({ children }: { children: ReactNode }) {
  return <span className="hidden lg:inline">{children}</span>
}
