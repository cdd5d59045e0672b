/** The look of every icon button in the Seen toolbar (other features' icons use it too). */
export const TOOLBAR_BUTTON_CLASS =
  'focus-ring inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full bg-white/90 px-2.5 text-sm font-medium text-zinc-800 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-white aria-pressed:text-brand-800 dark:bg-zinc-900/90 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-900 dark:aria-pressed:text-brand-200'
