import { OFFLINE_REASON, useOnline } from '~/lib/offline'

interface SaveButtonProps {
  saving: boolean
  /** Upload progress 0..1 while saving. */
  progress: number
}

/** docs/product.md#screens: Save Settings; while saving, an upload progress bar takes its place. */
export function SaveButton({ saving, progress }: SaveButtonProps) {
  const online = useOnline()
  const percent = Math.round(progress * 100)
  return (
    <div className="mt-8 flex min-h-11 items-center border-t border-zinc-200 pt-6 dark:border-zinc-800">
      {saving ? (
        <div className="w-full max-w-xs">
          <label
            htmlFor="settings-progress"
            className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
          >
            Saving settings… {percent}%
          </label>
          <progress
            id="settings-progress"
            max={100}
            value={percent}
            className="mt-1 block h-2 w-full overflow-hidden rounded-full accent-brand-700 dark:accent-brand-300"
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn-primary disabled:opacity-60"
            disabled={!online}
            aria-describedby={online ? undefined : 'settings-offline'}
          >
            Save Settings
          </button>
          {!online && (
            <p id="settings-offline" className="text-sm text-zinc-700 dark:text-zinc-300">
              {OFFLINE_REASON}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
