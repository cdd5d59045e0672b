import { useEffect, useState } from 'react'
import { useOnline } from '~/lib/offline/connectivity'
import { OFFLINE_TEXT, timeAgo } from './offline-text'

/**
 * When this page started loading (not when this lazily loaded module ran, which is after the
 * route's first fetch): data older than that came from the persisted cache.
 */
const PAGE_LOADED_AT = performance.timeOrigin
const TICK_MS = 30_000

/**
 * "Saved 5 minutes ago" for data read from the cache: shown while offline, or while the data
 * on screen is still the copy restored from an earlier visit.
 */
export function SavedAgo({ updatedAt, className = '' }: { updatedAt: number; className?: string }) {
  const online = useOnline()
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const fromCache = !online || updatedAt < PAGE_LOADED_AT
  if (!updatedAt || !fromCache) return null
  return (
    <p data-testid="saved-ago" className={`text-sm text-zinc-600 dark:text-zinc-400 ${className}`}>
      {OFFLINE_TEXT.savedAgo(timeAgo(updatedAt, now))}
    </p>
  )
}
