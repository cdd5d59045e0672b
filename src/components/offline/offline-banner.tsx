import { Snail, WifiOff } from 'lucide-react'
import { useConnectivity } from '~/lib/offline/connectivity'
import { OFFLINE_TEXT } from './offline-text'

/**
 * Says so while the server cannot be reached (docs/architecture/offline.md): "slow" when the
 * browser claims to be online but requests pass their deadline (lie-fi), "offline" otherwise.
 * Neither blocks anything that works from saved data.
 */
export function OfflineBanner({ className = '' }: { className?: string }) {
  const connectivity = useConnectivity()
  if (connectivity === 'online') return null
  const Icon = connectivity === 'slow' ? Snail : WifiOff
  return (
    <div
      role="status"
      data-testid="offline-banner"
      data-connectivity={connectivity}
      className={`flex items-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900/60 dark:text-amber-50 ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <p>{connectivity === 'slow' ? OFFLINE_TEXT.slow : OFFLINE_TEXT.offline}</p>
    </div>
  )
}
