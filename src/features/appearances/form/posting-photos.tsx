import { ImagePlus } from 'lucide-react'
import { type Ref, useId, useRef } from 'react'
import { ERROR_CLASS, LABEL_CLASS, RequiredMark } from '~/lib/forms/form-fields'
import { APPEARANCE_LABELS } from '~/shared/schemas/appearance'
import { BATCH_PHOTO_LIMIT } from '../batch/batch-model'
import { BatchPhotos } from '../batch/batch-photos'
import { BATCH_TEXT } from '../batch/batch-text'
import type { PhotoBatch } from '../batch/use-photo-batch'
import { ADD_PHOTOS_TEXT } from './add-photos'
import { PhotoFileInput } from './photo-file-input'
import { TakePhotoButton } from './take-photo-button'

interface PostingPhotosProps {
  batch: PhotoBatch
  /** Messages of photos whose own values break a rule, by photo id. */
  errors: Record<string, string[]>
  /** About the whole batch (storage full, still preparing). */
  message?: string | undefined
  /** The field's one error ("Photo is required."), shown under it. */
  error?: string | undefined
  /** The button that picks photos: focused when the field is refused. */
  pickRef?: Ref<HTMLButtonElement>
}

/**
 * The posting form's required photo field: one photo or up to BATCH_PHOTO_LIMIT, picked from the
 * gallery or taken with the camera, each becoming its own appearance. A button, not the browser's
 * file control, so "Choose Files" never shows under the photos already picked.
 */
export function PostingPhotos({ batch, errors, message, error, pickRef }: PostingPhotosProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const photos = batch.photos ?? []
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`
  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className={`mb-1 ${LABEL_CLASS}`}>
        {APPEARANCE_LABELS.photo}
        <RequiredMark spoken />
      </legend>
      {photos.length > 0 ? (
        <BatchPhotos batch={{ ...batch, photos }} errors={errors} message={message} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={pickRef}
          type="button"
          onClick={() => input.current?.click()}
          aria-describedby={describedBy}
          className="btn-secondary"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {photos.length > 0 ? ADD_PHOTOS_TEXT.addMorePhotos : ADD_PHOTOS_TEXT.choosePhotos}
        </button>
        <TakePhotoButton onPick={(file) => batch.add([file])} />
        <PhotoFileInput
          ref={input}
          label={APPEARANCE_LABELS.photo}
          onPick={(picked) => batch.add(picked)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        {BATCH_TEXT.photosHint(BATCH_PHOTO_LIMIT)}
      </p>
      {error ? (
        <p id={`${id}-error`} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
