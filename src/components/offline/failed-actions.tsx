import { CircleAlert } from 'lucide-react'
import { dismissFailed, useFailedActions } from '~/lib/offline'
import { OFFLINE_TEXT } from './offline-text'

/**
 * Queued actions the server refused: its message, until dismissed (docs/architecture/offline.md).
 */
export function FailedActions({ className = '' }: { className?: string }) {
  const failed = useFailedActions()
  if (failed.length === 0) return null
  return (
    <section
      aria-label={OFFLINE_TEXT.failedTitle}
      className={`fixed z-40 mx-auto flex max-w-md flex-col gap-2 ${className}`}
    >
      {failed.map((entry) => (
        <div
          key={entry.id}
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-rose-300 bg-rose-50 p-3 text-sm text-rose-950 shadow-lg dark:border-rose-800 dark:bg-rose-950 dark:text-rose-50"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">
            <span className="font-semibold">{OFFLINE_TEXT.failedTitle}: </span>
            {entry.lastError}
          </p>
          <button
            type="button"
            className="focus-ring rounded-lg px-2 py-1 font-medium underline underline-offset-2"
            onClick={() => void dismissFailed(entry.id)}
          >
            {OFFLINE_TEXT.dismiss}
          </button>
        </div>
      ))}
    </section>
  )
}
