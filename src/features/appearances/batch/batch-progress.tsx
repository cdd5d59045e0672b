import { X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import {
  dismissFailed,
  retryNow,
  sendAgain,
  useConnectivity,
  useIsSending,
  useOutboxEntries,
  useOutboxEntry,
  useOutboxOwner,
  useUploadProgress,
} from '~/lib/offline'
import { batchCounts, batchDone, type SentPhoto } from './batch-progress-model'
import { batchStore, useBatchPhotos } from './batch-store'
import { BATCH_TEXT } from './batch-text'
import { UPLOAD_TEXT, uploadState } from './upload-state'

/**
 * "12 of 20 sent": the photos of the batches sent from this page, in total and (on demand) one
 * by one, in a corner of every page while the person goes on using the app. Closable once
 * everything is through.
 */
export function BatchProgress({ className = '' }: { className?: string }) {
  const photos = useBatchPhotos()
  const entries = useOutboxEntries()
  const owner = useOutboxOwner()
  const [open, setOpen] = useState(false)
  const listId = useId()
  // Once the outbox of whoever the page is for has opened: their batches, as a reload left them.
  useEffect(() => {
    if (owner !== undefined) batchStore.follow(owner)
  }, [owner])
  // biome-ignore lint/correctness/useExhaustiveDependencies: photos added after the outbox last changed are looked up too
  useEffect(() => {
    if (owner !== undefined) batchStore.observe(entries)
  }, [entries, photos, owner])
  if (photos.length === 0) return null
  const { sent, total } = batchCounts(photos)
  const done = batchDone(photos)
  return (
    <section
      aria-label={BATCH_TEXT.progressTitle}
      className={`fixed z-30 flex max-w-xs flex-col gap-2 rounded-2xl border border-zinc-200 bg-white p-3 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900 ${className}`}
    >
      <div className="flex items-center gap-2">
        <p role="status" className="flex-1 font-semibold text-zinc-900 dark:text-white">
          {BATCH_TEXT.progress(sent, total)}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="focus-ring rounded-lg px-2 py-1 font-medium underline underline-offset-2"
        >
          {open ? BATCH_TEXT.hideEach : BATCH_TEXT.showEach}
        </button>
        {done ? (
          <button
            type="button"
            aria-label={BATCH_TEXT.close}
            title={BATCH_TEXT.close}
            onClick={batchStore.clear}
            className="focus-ring rounded-lg p-1"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <progress
        aria-label={BATCH_TEXT.progress(sent, total)}
        max={Math.max(1, total)}
        value={sent}
        className="h-2 w-full accent-brand-700"
      />
      {open ? (
        <ul id={listId} className="flex max-h-[40vh] flex-col gap-1 overflow-y-auto">
          {photos.map((photo) => (
            <BatchProgressRow key={photo.key} photo={photo} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function BatchProgressRow({ photo }: { photo: SentPhoto }) {
  const entry = useOutboxEntry((candidate) => candidate.id === photo.key)
  const sending = useIsSending(photo.key)
  const progress = useUploadProgress(photo.key)
  const connectivity = useConnectivity()
  let label: string
  let retry = false
  if (photo.state === 'sent') label = BATCH_TEXT.sent
  else if (photo.state === 'removed') label = BATCH_TEXT.removed
  else if (entry?.status === 'failed')
    return <RefusedPhotoRow photo={photo} reason={entry.lastError} />
  else if (entry) {
    const state = uploadState({ entry, sending, progress, connectivity })
    label = UPLOAD_TEXT[state.kind](state.percent)
    retry = state.kind === 'failed'
  } else label = photo.state === 'failed' ? UPLOAD_TEXT.failed() : UPLOAD_TEXT.queued()
  return (
    <li className="flex items-baseline justify-between gap-2">
      <span className="truncate text-zinc-800 dark:text-zinc-200">{photo.fileName}</span>
      {retry ? (
        <button
          type="button"
          onClick={() => void retryNow(photo.key)}
          className="shrink-0 text-xs font-medium text-red-800 underline dark:text-red-200"
        >
          {label}
        </button>
      ) : (
        <span className="shrink-0 text-xs text-zinc-700 dark:text-zinc-300">{label}</span>
      )}
    </li>
  )
}

/** A photo the server refused (the Seen ended, say): its reason, and send it again or drop it. */
function RefusedPhotoRow({ photo, reason }: { photo: SentPhoto; reason: string | null }) {
  const sendItAgain = async () => {
    const newKey = await sendAgain(photo.key)
    if (newKey) batchStore.resent(photo.key, newKey)
  }
  const action =
    'focus-ring shrink-0 rounded px-1 text-xs font-medium text-red-800 underline dark:text-red-200'
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate text-zinc-800 dark:text-zinc-200">{photo.fileName}</span>
        <span className="text-xs text-red-800 dark:text-red-200">
          {reason ?? UPLOAD_TEXT.failed()}
        </span>
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          aria-label={BATCH_TEXT.sendAgainOne(photo.fileName)}
          onClick={() => void sendItAgain()}
          className={action}
        >
          {BATCH_TEXT.sendAgain}
        </button>
        <button
          type="button"
          aria-label={BATCH_TEXT.removeRefused(photo.fileName)}
          onClick={() => void dismissFailed(photo.key)}
          className={action}
        >
          {BATCH_TEXT.remove}
        </button>
      </div>
    </li>
  )
}
