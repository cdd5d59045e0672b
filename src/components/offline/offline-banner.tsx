import { WifiOff } from 'lucide-react'
import { useOnline } from '~/lib/offline/connectivity'
import { OFFLINE_TEXT } from './offline-text'

/** Says so while the server cannot be reached (DESIGN §8). */
export function OfflineBanner({ className = '' }: { className?: string }) {
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className={`flex items-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900/60 dark:text-amber-50 ${className}`}
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <p>{OFFLINE_TEXT.offline}</p>
    </div>
  )
}
