import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { needsIosInstallHint, promptInstall, useCanInstall } from '~/lib/offline/install'
import { OFFLINE_TEXT } from './offline-text'

/** "Install app" where the browser offers it; on iOS a button that explains Add to Home Screen. */
export function InstallButton({ compact = false }: { compact?: boolean }) {
  const canInstall = useCanInstall()
  const [ios] = useState(needsIosInstallHint)
  const [hintShown, setHintShown] = useState(false)
  const hintId = useId()
  if (!canInstall && !ios) return null
  const onClick = () => (canInstall ? void promptInstall() : setHintShown((shown) => !shown))
  return (
    <div className="relative">
      <button
        type="button"
        onClick={onClick}
        aria-expanded={canInstall ? undefined : hintShown}
        aria-controls={canInstall ? undefined : hintId}
        title={compact ? OFFLINE_TEXT.install : undefined}
        className={`nav-control ${compact ? 'mx-auto size-11 justify-center' : 'w-full gap-3 px-3 py-2.5'}`}
      >
        <Download aria-hidden="true" className="size-5 shrink-0" />
        <span className={compact ? 'sr-only' : ''}>{OFFLINE_TEXT.install}</span>
      </button>
      {!canInstall && hintShown && (
        <p
          id={hintId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-zinc-200 bg-white p-3 text-sm text-zinc-800 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          {OFFLINE_TEXT.iosHint}
        </p>
      )}
    </div>
  )
}
