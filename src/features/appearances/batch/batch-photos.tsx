import { ImagePlus, Pencil, X } from 'lucide-react'
import { useId, useState } from 'react'
import { ClipBadge } from '../clips/clip-badge'
import type { BatchPhoto } from './batch-model'
import { BatchPhotoOverrides } from './batch-photo-overrides'
import { BATCH_TEXT } from './batch-text'
import type { PhotoBatch } from './use-photo-batch'

interface BatchPhotosProps {
  batch: PhotoBatch & { photos: BatchPhoto[] }
  /** Messages of photos whose own values break a rule, by photo id. */
  errors: Record<string, string[]>
  /** About the whole batch (still preparing, nothing to send, the photo rule). */
  message?: string | undefined
}

/**
 * The picked photos as thumbnails, each removable and with its own text on demand, and what
 * was left out of them. The posting form's photo field around it adds more.
 */
export function BatchPhotos({ batch, errors, message }: BatchPhotosProps) {
  const id = useId()
  const { photos } = batch
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {BATCH_TEXT.photosHeading(photos.length, photos.filter((p) => p.isClip).length)}
      </h3>
      {photos.length > 1 ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{BATCH_TEXT.appliesToAll}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {photos.map((photo, index) => (
          <BatchPhotoRow
            key={photo.id}
            photo={photo}
            index={index + 1}
            batch={batch}
            errors={errors[photo.id]}
          />
        ))}
      </ul>
      {[...batch.notices, ...(message ? [message] : [])].map((notice) => (
        <p key={notice} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {notice}
        </p>
      ))}
    </section>
  )
}

interface RowProps {
  photo: BatchPhoto
  index: number
  batch: PhotoBatch
  errors: string[] | undefined
}

function BatchPhotoRow({ photo, index, batch, errors }: RowProps) {
  const [open, setOpen] = useState(false)
  const editorId = useId()
  const problem = photo.error ?? (errors ? BATCH_TEXT.photoErrors(index, errors) : null)
  const custom = Object.keys(photo.overrides).length > 0
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-2 dark:border-zinc-700">
      <div className="flex items-center gap-3">
        {photo.photo ? (
          <span className="relative shrink-0">
            <img
              src={photo.photo.previewUrl}
              alt={(photo.isClip ? BATCH_TEXT.clipAlt : BATCH_TEXT.photoAlt)(index, photo.fileName)}
              className="size-16 rounded-lg object-cover"
            />
            {photo.clip ? (
              <ClipBadge seconds={photo.clip.durationMs / 1000} className="bottom-1 left-1" />
            ) : null}
          </span>
        ) : (
          <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-zinc-100 dark:bg-zinc-800">
            <ImagePlus aria-hidden="true" className="size-5 text-zinc-500" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm text-zinc-800 dark:text-zinc-200">
            {photo.fileName}
          </span>
          {photo.status === 'preparing' ? (
            <span
              role={photo.isClip ? 'status' : undefined}
              className="text-xs text-zinc-600 dark:text-zinc-400"
            >
              {photo.isClip ? BATCH_TEXT.preparingClip(photo.progress) : BATCH_TEXT.preparing}
            </span>
          ) : photo.clip && !photo.clip.reduced ? (
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {BATCH_TEXT.clipAsFilmed}
            </span>
          ) : custom ? (
            <span className="text-xs text-brand-800 dark:text-brand-200">
              {BATCH_TEXT.ownValues}
            </span>
          ) : null}
        </div>
        {photo.status === 'unusable' ? null : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={editorId}
            aria-label={BATCH_TEXT.changeOne(index)}
            title={BATCH_TEXT.changeOne(index)}
            onClick={() => setOpen(!open)}
            className="focus-ring rounded-lg p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          aria-label={BATCH_TEXT.removeOne(index)}
          title={BATCH_TEXT.removeOne(index)}
          onClick={() => batch.remove(photo.id)}
          className="focus-ring rounded-lg p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {problem ? <p className="text-sm text-red-700 dark:text-red-400">{problem}</p> : null}
      {open && photo.status !== 'unusable' ? (
        <div id={editorId}>
          <BatchPhotoOverrides photo={photo} index={index} batch={batch} />
        </div>
      ) : null}
    </li>
  )
}
