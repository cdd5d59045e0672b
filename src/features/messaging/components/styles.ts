/** Class names shared by the messaging components. */
export const SMALL_BUTTON =
  'focus-ring inline-flex items-center gap-1.5 rounded-lg border border-zinc-300 px-2.5 py-1.5 text-sm font-medium text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800'

export const INPUT =
  'focus-ring w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 aria-invalid:border-rose-700 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-invalid:border-rose-300'

export const LABEL = 'mb-1 block text-sm font-medium text-zinc-800 dark:text-zinc-200'

export const FIELD_ERROR = 'mt-1 text-sm text-rose-700 dark:text-rose-300'

export const EMPTY = 'card text-center text-zinc-700 dark:text-zinc-300'
