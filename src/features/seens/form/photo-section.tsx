import { ImagePlus } from 'lucide-react'
import { useState } from 'react'
import { FieldShell } from '~/lib/forms/form-fields'
import { imageFileError, scaleImage } from '~/lib/images'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import { selectImageMessage } from '~/shared/image-messages'
import { FormSection } from './fields'
import type { PickedSeenPhoto } from './form-model'
import { FIELD_LABELS, SECTION_TITLES, SEEN_FORM_TEXT } from './form-text'
import type { SectionProps } from './section-props'

/**
 * Check, scale (1440 px long side, docs/product.md#validation) and encode a picked file; throws its
 * message.
 */
async function preparePhoto(file: File): Promise<PickedSeenPhoto> {
  const problem = imageFileError(file, 'seen')
  if (problem) throw new Error(problem)
  try {
    const scaled = await scaleImage(file, IMAGE_LONG_SIDE.seen)
    return { ...scaled, previewUrl: `data:${scaled.contentType};base64,${scaled.base64}` }
  } catch {
    throw new Error(selectImageMessage('seen'))
  }
}

/**
 * docs/product.md#screens Photo: required for a new Seen, optional when editing (the stored one
 * stays).
 */
export function PhotoSection({ draft, errors, set }: SectionProps) {
  const [scaling, setScaling] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const preview = draft.photo?.previewUrl ?? draft.storedPhotoUrl

  const pick = async (file: File | undefined) => {
    setFileError(null)
    set('photo', null, 'photo')
    if (!file) return
    setScaling(true)
    try {
      set('photo', await preparePhoto(file), 'photo')
    } catch (error) {
      setFileError(error instanceof Error ? error.message : selectImageMessage('seen'))
    } finally {
      setScaling(false)
    }
  }

  return (
    <FormSection title={SECTION_TITLES.photo}>
      <FieldShell
        label={FIELD_LABELS.photo}
        required={!draft.storedPhotoUrl}
        hint={scaling ? SEEN_FORM_TEXT.preparingPhoto : SEEN_FORM_TEXT.photoHint}
        error={fileError ?? errors.photo}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-4">
            {preview ? (
              <img
                src={preview}
                alt={SEEN_FORM_TEXT.photoPreview}
                className="h-32 w-48 rounded-xl object-cover"
              />
            ) : (
              <div className="flex h-32 w-48 items-center justify-center rounded-xl bg-zinc-100 dark:bg-zinc-800">
                <ImagePlus aria-hidden="true" className="size-8 text-zinc-500" />
              </div>
            )}
            <input
              {...control}
              type="file"
              accept="image/*"
              onChange={(event) => void pick(event.target.files?.[0])}
              className="focus-ring min-w-0 text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:text-zinc-300 dark:file:bg-brand-400/20 dark:file:text-brand-200"
            />
          </div>
        )}
      </FieldShell>
    </FormSection>
  )
}
