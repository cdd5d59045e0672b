import { Dialog } from '@base-ui/react/dialog'
import { useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { RequiredNote, SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { APPEARANCE_LABELS, appearanceRecordSchema } from '~/shared/schemas/appearance'
import { CaptionField } from './caption-field'
import { APPEARANCE_FIELD_OF, type AppearanceDraft, recordOf } from './form-model'
import { PhotoField } from './photo-field'
import { RelativeLocationField } from './relative-location-field'
import { useSaveAppearance } from './save'

export const FORM_TEXT = {
  editTitle: 'Edit Appearance',
  save: 'Save',
  saving: 'Uploading…',
  close: 'Close',
} as const

interface AppearanceFormProps {
  /** The appearance as stored (`draftOf`). */
  initial: AppearanceDraft
  onClose: () => void
}

/**
 * Editing one's appearance: the docs/product.md#validation form in a modal (Escape closes, also
 * while saving), every field required and marked, each error under its field until it is valid.
 * Save queues the change and closes the form at once (`useSaveAppearance`). New appearances are
 * posted through the posting form (`posting-form.tsx`).
 */
export function AppearanceForm({ initial, onClose }: AppearanceFormProps) {
  const form = useSchemaForm({
    schema: appearanceRecordSchema,
    initial,
    input: recordOf,
    fieldOf: APPEARANCE_FIELD_OF,
    recheckOnChange: true,
  })
  const { draft, set, errorOf } = form
  const [progress, setProgress] = useState(0)
  const save = useSaveAppearance(initial.seenShortName, setProgress)

  const submit = form.handleSubmit((_record, key) => {
    setProgress(0)
    // The page may already be the Seen's: the form closes itself after the reload.
    save.mutate({ record: recordOf(draft), key }, { onSuccess: onClose })
  })

  return (
    // Closing never waits for the network: a queued save is already stored, and a direct
    // upload (no outbox on this browser) goes on and reports its result by itself.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent title={FORM_TEXT.editTitle} closeLabel={FORM_TEXT.close} width="md">
        <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
          <RequiredNote />
          <TextField
            name="displayUserName"
            label={APPEARANCE_LABELS.displayUserName}
            required
            value={draft.displayUserName}
            onChange={(value) => set('displayUserName', value)}
          />
          <TextField
            name="headline"
            label={APPEARANCE_LABELS.headline}
            required
            value={draft.headline}
            onChange={(value) => set('headline', value)}
          />
          <CaptionField
            label={APPEARANCE_LABELS.caption}
            required
            value={draft.caption}
            onChange={(value) => set('caption', value)}
            error={errorOf('caption')}
          />
          <RelativeLocationField
            required
            value={draft.relativeLocation}
            onChange={(value) => set('relativeLocation', value)}
            error={errorOf('relativeLocation')}
          />
          <PhotoField
            label={APPEARANCE_LABELS.photo}
            photo={draft.photo}
            storedUrl={draft.storedPhotoUrl}
            onPick={(photo) => set('photo', photo)}
            error={errorOf('photo')}
          />
          <label className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            <input
              type="checkbox"
              checked={draft.isHidden}
              onChange={(event) => set('isHidden', event.target.checked, null)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            {APPEARANCE_MSG.hideLabel}
          </label>
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
        </SchemaForm>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
