import {
  retryNow,
  useConnectivity,
  useIsSending,
  useOutboxEntry,
  useUploadProgress,
} from '~/lib/offline'
import { appearancePostKind, type QueuedAppearance } from '../form/post-kind'
import { UPLOAD_TEXT, uploadState } from './upload-state'

/**
 * Where a posted photo stands while it waits in the outbox: "Sending 40%", "Waiting for
 * connection", or "Failed — retry" (a button) after the server could not take it yet.
 */
export function UploadStatus({ localId }: { localId: string }) {
  const entry = useOutboxEntry(
    (candidate) =>
      candidate.kind === appearancePostKind.kind &&
      (candidate.payload as QueuedAppearance).localId === localId,
  )
  const sending = useIsSending(entry?.id)
  const progress = useUploadProgress(entry?.id)
  const connectivity = useConnectivity()
  if (!entry) return null
  const state = uploadState({ entry, sending, progress, connectivity })
  const label = UPLOAD_TEXT[state.kind](state.percent)
  if (state.kind !== 'failed') {
    return (
      <p role="status" className="text-xs text-zinc-700 dark:text-zinc-300">
        {label}
      </p>
    )
  }
  return (
    <button
      type="button"
      onClick={() => void retryNow(entry.id)}
      className="self-start text-xs font-medium text-red-800 underline dark:text-red-200"
    >
      {label}
    </button>
  )
}
