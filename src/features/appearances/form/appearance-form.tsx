import { Dialog } from '@base-ui/react/dialog'
import { useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import {
  APPEARANCE_LABELS,
  appearanceRecordSchema,
  NEW_APPEARANCE_SHORT_NAME,
} from '~/shared/schemas/appearance'
import { BatchPhotos } from '../batch/batch-photos'
import { BATCH_TEXT } from '../batch/batch-text'
import { usePhotoBatch } from '../batch/use-photo-batch'
import { useSendBatch } from '../batch/use-send-batch'
import { CaptionField } from './caption-field'
import { APPEARANCE_FIELD_OF, type AppearanceDraft, recordOf } from './form-model'
import { PhotoField } from './photo-field'
import { RelativeLocationField } from './relative-location-field'
import { useSaveAppearance } from './save'

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
  /** Photos shared from the gallery: the form opens as a batch of them. */
  sharedPhotos?: readonly File[]
  /** Runs once the batch is stored in the outbox (before the form closes). */
  onQueued?: () => Promise<void>
}

/**
 * docs/product.md#validation appearance form in a modal (Escape closes, also while saving); errors
 * clear on input once shown. Save queues the appearance and closes the form at once
 * (`useSaveAppearance`). A new appearance may start from several photos: each becomes its own
 * appearance, sharing the form's values unless given its own (`usePhotoBatch`, `useSendBatch`).
 */
export function AppearanceForm({ initial, onClose, sharedPhotos, onQueued }: AppearanceFormProps) {
  const batch = usePhotoBatch(sharedPhotos)
  const form = useSchemaForm({
    schema: appearanceRecordSchema,
    initial,
    // With several photos each one's record is checked on its own (useSendBatch).
    input: (d: AppearanceDraft) =>
      batch.photos ? { ...recordOf(d), hasPhoto: true } : recordOf(d),
    fieldOf: APPEARANCE_FIELD_OF,
  })
  const { draft, set, errorOf } = form
  const [progress, setProgress] = useState(0)
  const save = useSaveAppearance(initial.seenShortName, setProgress)
  const sendBatch = useSendBatch(initial.seenShortName, onClose, batch.remove, onQueued)
  const isEdit = initial.appearanceShortName !== NEW_APPEARANCE_SHORT_NAME

  const submit = form.handleSubmit((_record, key) => {
    if (batch.photos) {
      void sendBatch.send(draft, batch.photos)
      return
    }
    setProgress(0)
    // The page may already be the Seen's: the form closes itself after the reload.
    save.mutate({ record: recordOf(draft), key }, { onSuccess: onClose })
  })

  return (
    // Closing never waits for the network: a queued save is already stored, and a direct
    // upload (no outbox on this browser) goes on and reports its result by itself.
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent
        title={isEdit ? FORM_TEXT.editTitle : FORM_TEXT.newTitle}
        closeLabel={FORM_TEXT.close}
        width="md"
      >
        <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            name="displayUserName"
            label={APPEARANCE_LABELS.displayUserName}
            value={draft.displayUserName}
            onChange={(value) => set('displayUserName', value)}
          />
          <TextField
            name="headline"
            label={APPEARANCE_LABELS.headline}
            value={draft.headline}
            onChange={(value) => set('headline', value)}
          />
          <CaptionField
            label={APPEARANCE_LABELS.caption}
            value={draft.caption}
            onChange={(value) => set('caption', value)}
            error={errorOf('caption')}
          />
          <RelativeLocationField
            value={draft.relativeLocation}
            onChange={(value) => set('relativeLocation', value)}
            error={errorOf('relativeLocation')}
          />
          {batch.photos ? (
            <BatchPhotos
              batch={{ ...batch, photos: batch.photos }}
              errors={sendBatch.errors}
              message={sendBatch.message}
            />
          ) : (
            <PhotoField
              label={APPEARANCE_LABELS.photo}
              photo={draft.photo}
              storedUrl={draft.storedPhotoUrl}
              onPick={(photo) => set('photo', photo)}
              error={errorOf('photo')}
              onPickMany={isEdit ? undefined : batch.add}
            />
          )}
          {isEdit ? (
            <label className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200">
              <input
                type="checkbox"
                checked={draft.isHidden}
                onChange={(event) => set('isHidden', event.target.checked, null)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              {APPEARANCE_MSG.hideLabel}
            </label>
          ) : null}
          {batch.photos ? (
            <button type="submit" className="btn-primary" disabled={sendBatch.sending}>
              {BATCH_TEXT.saveAll(batch.photos.filter((p) => p.status !== 'unusable').length)}
            </button>
          ) : save.isPending ? (
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
