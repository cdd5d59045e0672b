import { ImagePlus } from 'lucide-react'
import { useId, useState } from 'react'
import { RequiredMark } from '~/lib/forms/form-fields'
import { imageFileError, scaleImageOffThread } from '~/lib/images'
import { IMAGE_LONG_SIDE, UPLOAD_HINT_TEXT } from '~/shared/constants'
import { IMAGE_MSG } from '~/shared/image-messages'
import type { PickedPhoto } from './form-model'
import { TakePhotoButton } from './take-photo-button'

interface PhotoFieldProps {
  label: string
  photo: PickedPhoto | null
  storedUrl: string | null
  onPick: (photo: PickedPhoto | null) => void
  error?: string | undefined
}

export const PHOTO_TEXT = {
  scaling: 'Preparing photo…',
  preview: 'Photo preview',
  hint: `JPG, PNG, GIF or WebP; scaled to ${IMAGE_LONG_SIDE.appearance} px (max ${UPLOAD_HINT_TEXT}).`,
} as const

/**
 * The edit form's photo (docs/product.md#validation): must be an image; scaled so its long side
 * is at most 800 px before upload. Required: an edit keeps the stored one unless another is
 * picked.
 */
export function PhotoField({ label, photo, storedUrl, onPick, error }: PhotoFieldProps) {
  const id = useId()
  const [scaling, setScaling] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const shownError = fileError ?? error
  const preview = photo?.previewUrl ?? storedUrl

  const pick = async (file: File | undefined) => {
    setFileError(null)
    if (!file) return
    const problem = imageFileError(file, 'appearance')
    if (problem) {
      setFileError(problem)
      onPick(null)
      return
    }
    setScaling(true)
    try {
      const scaled = await scaleImageOffThread(file, IMAGE_LONG_SIDE.appearance)
      onPick({
        base64: scaled.base64,
        contentType: scaled.contentType,
        name: scaled.name,
        previewUrl: `data:${scaled.contentType};base64,${scaled.base64}`,
      })
    } catch {
      setFileError(IMAGE_MSG.selectImage)
      onPick(null)
    } finally {
      setScaling(false)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
        <RequiredMark spoken />
      </label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img src={preview} alt={PHOTO_TEXT.preview} className="size-20 rounded-xl object-cover" />
        ) : (
          <div className="flex size-20 items-center justify-center rounded-xl bg-zinc-100 dark:bg-zinc-800">
            <ImagePlus aria-hidden="true" className="size-6 text-zinc-500" />
          </div>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          onChange={(event) => void pick(event.target.files?.[0])}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          className="focus-ring min-w-0 text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:text-zinc-300 dark:file:bg-brand-400/20 dark:file:text-brand-200"
        />
      </div>
      <TakePhotoButton onPick={(file) => void pick(file)} />
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        {scaling ? PHOTO_TEXT.scaling : PHOTO_TEXT.hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
