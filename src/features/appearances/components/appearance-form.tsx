import { Dialog } from '@base-ui/react/dialog'
import { type FormEvent, useRef, useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS, NEW_APPEARANCE_SHORT_NAME } from '~/shared/schemas/appearance'
import {
  type AppearanceDraft,
  type DraftErrors,
  type DraftField,
  recordOf,
  validateDraft,
} from '../form-model'
import { useSaveAppearance } from '../save'
import { CaptionField } from './caption-field'
import { PhotoField } from './photo-field'
import { RelativeLocationField } from './relative-location-field'
import { TextField } from './text-field'

export const FORM_TEXT = {
  newTitle: 'Make Appearance',
  editTitle: 'Edit Appearance',
  save: 'Save',
  saving: 'Uploading…',
  close: 'Close',
} as const

interface AppearanceFormProps {
  initial: AppearanceDraft
  onClose: () => void
}

/**
 * SPEC §5 appearance form in a modal (Escape closes, also while saving); errors clear on input
 * once shown. Save queues the appearance and closes the form at once (`useSaveAppearance`).
 */
export function AppearanceForm({ initial, onClose }: AppearanceFormProps) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [progress, setProgress] = useState(0)
  // One Idempotency-Key per draft: a resubmit of the same draft is replayed, a corrected one is new.
  const key = useRef(crypto.randomUUID())
  const save = useSaveAppearance(initial.seenShortName, setProgress)
  const isEdit = initial.appearanceShortName !== NEW_APPEARANCE_SHORT_NAME

  const update = <K extends keyof AppearanceDraft>(
    field: K,
    value: AppearanceDraft[K],
    error?: DraftField,
  ) => {
    setDraft((current) => ({ ...current, [field]: value }))
    key.current = crypto.randomUUID()
    if (error) setErrors(({ [error]: _cleared, ...rest }) => rest)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateDraft(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setProgress(0)
    // The page may already be the Seen's: the form closes itself after the reload.
    save.mutate({ record: recordOf(draft), key: key.current }, { onSuccess: onClose })
  }

  return (
    // Closing never waits for the network: a queued save is already stored, and a direct
    // upload (no outbox on this browser) goes on and reports its result by itself.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent
        title={isEdit ? FORM_TEXT.editTitle : FORM_TEXT.newTitle}
        closeLabel={FORM_TEXT.close}
        width="md"
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={APPEARANCE_LABELS.displayUserName}
            value={draft.displayUserName}
            onChange={(value) => update('displayUserName', value, 'displayUserName')}
            error={errors.displayUserName}
          />
          <TextField
            label={APPEARANCE_LABELS.headline}
            value={draft.headline}
            onChange={(value) => update('headline', value, 'headline')}
            error={errors.headline}
          />
          <CaptionField
            label={APPEARANCE_LABELS.caption}
            value={draft.caption}
            onChange={(value) => update('caption', value, 'caption')}
            error={errors.caption}
          />
          <RelativeLocationField
            value={draft.relativeLocation}
            onChange={(value) => update('relativeLocation', value, 'relativeLocation')}
            error={errors.relativeLocation}
          />
          <PhotoField
            label={APPEARANCE_LABELS.photo}
            photo={draft.photo}
            storedUrl={draft.storedPhotoUrl}
            onPick={(photo) => update('photo', photo, 'photo')}
            error={errors.photo}
          />
          {isEdit ? (
            <label className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
              <input
                type="checkbox"
                checked={draft.isHidden}
                onChange={(event) => update('isHidden', event.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              {APPEARANCE_MSG.hideLabel}
            </label>
          ) : null}
          {save.isPending ? (
            <div className="flex flex-col gap-1">
              <span className="text-sm text-zinc-700 dark:text-zinc-300">{FORM_TEXT.saving}</span>
              <progress
                aria-label={FORM_TEXT.saving}
                max={100}
                value={Math.round(progress * 100)}
                className="h-2 w-full accent-brand-700"
              />
            </div>
          ) : (
            <button type="submit" className="btn-primary">
              {FORM_TEXT.save}
            </button>
          )}
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
