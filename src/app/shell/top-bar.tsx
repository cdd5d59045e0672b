import { Suspense } from 'react'
import { ThemeToggle } from '~/app/theme/theme-toggle'
import { Brand } from '~/components/brand'
import { InstallButton, PendingActions } from './deferred'

/** The narrow-screen header above the content: logo and theme toggle (the nav is at the bottom). */
export function TopBar({ themeOwner }: { themeOwner: string | null }) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center justify-between border-b border-zinc-200 bg-white/95 px-3 pt-[env(safe-area-inset-top)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
      <Brand />
      <div className="flex items-center gap-1">
        <Suspense fallback={null}>
          <PendingActions compact />
          <InstallButton compact />
        </Suspense>
        <ThemeToggle owner={themeOwner} className="size-11 justify-center" />
      </div>
    </header>
  )
}
