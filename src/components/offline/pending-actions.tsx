import { CloudUpload } from 'lucide-react'
import { usePendingCount } from '~/lib/offline'
import { OFFLINE_TEXT } from './offline-text'

/** How many actions wait to be sent; nothing when none do. `compact`: icon and number only. */
export function PendingActions({ compact = false }: { compact?: boolean }) {
  const count = usePendingCount()
  if (count === 0) return null
  const text = OFFLINE_TEXT.waiting(count)
  return (
    <p
      role="status"
      data-testid="pending-actions"
      title={compact ? text : undefined}
      className="flex items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-sm text-amber-900 dark:text-amber-200"
    >
      <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
      {compact ? (
        <>
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{text}</span>
        </>
      ) : (
        <span>{text}</span>
      )}
    </p>
  )
}

/** A "waiting to send" mark for an item with a queued action (e.g. next to a like button). */
export function WaitingToSend({ pending }: { pending: boolean }) {
  if (!pending) return null
  return (
    <span
      title={OFFLINE_TEXT.waitingShort}
      className="inline-flex items-center text-amber-800 dark:text-amber-300"
    >
      <CloudUpload aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{OFFLINE_TEXT.waitingShort}</span>
    </span>
  )
}
