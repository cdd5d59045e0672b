/**
 * The welcome page's opening: its words and the classes that lay them out. WelcomeHero draws
 * them, and the build writes the same into `/`'s HTML (scripts/welcome-page.ts), so a first
 * visit reads them with the HTML, before the app has run; the app's first render then draws
 * them again in the same place and size.
 */
export const WELCOME_TEXT = {
  kicker: 'Photos of the moments you share',
  title: 'Every photo of your event, in one place',
  intro:
    'A host makes a Seen for a wedding, a concert, a conference or a family gathering. ' +
    'Everyone who is there posts their photos to it, and everyone can relive it together.',
  browse: 'Browse Seens',
  make: 'Make a Seen',
} as const

export const WELCOME_CLASS = {
  page: 'mx-auto flex w-full max-w-5xl flex-col gap-14 px-4 py-8 xs:px-6 lg:py-12',
  hero: 'flex flex-col gap-6',
  kicker: 'text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300',
  title:
    'max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white',
  intro: 'max-w-2xl text-lg text-pretty text-zinc-700 dark:text-zinc-300',
  actions: 'flex flex-wrap items-center gap-3',
} as const
