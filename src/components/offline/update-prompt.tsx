import { useWaitingUpdate } from '~/lib/offline/service-worker'
import { OFFLINE_TEXT } from './offline-text'

/** "New version available — Reload": the new service worker takes over only when asked. */
export function UpdatePrompt({ className = '' }: { className?: string }) {
  const update = useWaitingUpdate()
  if (!update) return null
  return (
    <section
      aria-label={OFFLINE_TEXT.newVersion}
      className={`fixed z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 text-sm text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${className}`}
    >
      <p className="flex-1 font-medium">{OFFLINE_TEXT.newVersion}</p>
      <button type="button" className="btn-primary" onClick={update}>
        {OFFLINE_TEXT.reload}
      </button>
    </section>
  )
}
