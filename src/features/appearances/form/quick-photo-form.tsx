import { Dialog } from '@base-ui/react/dialog'
import { useEffect, useRef, useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { APPEARANCE_LABELS, appearanceRecordSchema } from '~/shared/schemas/appearance'
import { useSession } from '../../session/queries'
import { BatchPhotos } from '../batch/batch-photos'
import { usePhotoBatch } from '../batch/use-photo-batch'
import { useSendBatch } from '../batch/use-send-batch'
import { ADD_PHOTOS_TEXT, quickDraft, withQuickDefaults } from './add-photos'
import { CaptionField } from './caption-field'
import { APPEARANCE_FIELD_OF, type AppearanceDraft, recordOf } from './form-model'
import { readGuestName, rememberGuestName } from './guest-name'
import { RelativeLocationField } from './relative-location-field'

interface QuickPhotoFormProps {
  seen: { shortName: string; seenName: string }
  /** The photos picked from "Add your photos". */
  files: File[]
  onClose: () => void
}

const DETAIL_FIELDS = new Set(['headline', 'caption', 'relativeLocation'])

/**
 * The quick way to post the photos just picked: the batch flow
 * (docs/decisions/093-photo-batches.md) with everything but a name filled in. A guest's name is
 * asked once and remembered on the device; a signed-in person posts under their display name.
 * Headline, caption and place wait in a closed section (empty ones get the defaults of
 * `withQuickDefaults`). Send while photos are still being prepared sends them as soon as they are
 * ready, so it is never a second tap.
 */
export function QuickPhotoForm({ seen, files, onClose }: QuickPhotoFormProps) {
  const session = useSession()
  const guest = session.status !== 'authenticated'
  const knownName = guest ? readGuestName() : session.displayName
  const [editingName, setEditingName] = useState(!knownName)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const batch = usePhotoBatch()
  const form = useSchemaForm({
    schema: appearanceRecordSchema,
    initial: quickDraft(seen.shortName, knownName),
    // Each photo's record is checked on its own when sent (useSendBatch).
    input: (d: AppearanceDraft) => ({
      ...recordOf(withQuickDefaults(d, seen.seenName)),
      hasPhoto: true,
    }),
    fieldOf: APPEARANCE_FIELD_OF,
  })
  const { draft, set, errorOf } = form
  const sendBatch = useSendBatch(seen.shortName, onClose, batch.remove)

  const picked = useRef(false)
  useEffect(() => {
    if (picked.current) return
    picked.current = true
    batch.add(files)
  }, [batch.add, files])

  const photos = batch.photos ?? []
  const preparing = photos.some((p) => p.status === 'preparing')
  const usable = photos.filter((p) => p.status !== 'unusable').length

  const send = () => {
    if (guest) rememberGuestName(draft.displayUserName)
    void sendBatch.send(withQuickDefaults(draft, seen.seenName), photos)
  }

  // A Send tapped while photos were being prepared goes out once they are ready.
  useEffect(() => {
    if (!waiting || preparing) return
    setWaiting(false)
    send()
  })

  const submit = form.handleSubmit(
    () => {
      if (preparing) setWaiting(true)
      else send()
    },
    (errors) => {
      if ('displayUserName' in errors) setEditingName(true)
      if (Object.keys(errors).some((field) => DETAIL_FIELDS.has(field))) setDetailsOpen(true)
    },
  )

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent
        title={ADD_PHOTOS_TEXT.formTitle}
        closeLabel={ADD_PHOTOS_TEXT.close}
        width="md"
      >
        <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
          {editingName ? (
            <TextField
              name="displayUserName"
              label={ADD_PHOTOS_TEXT.yourName}
              hint={ADD_PHOTOS_TEXT.yourNameHint}
              autoComplete="name"
              value={draft.displayUserName}
              onChange={(value) => set('displayUserName', value)}
            />
          ) : (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-800 dark:text-zinc-200">
              {ADD_PHOTOS_TEXT.postingAs} <strong>{draft.displayUserName}</strong>
              <button type="button" className="link" onClick={() => setEditingName(true)}>
                {ADD_PHOTOS_TEXT.changeName}
              </button>
            </p>
          )}
          <details
            open={detailsOpen}
            onToggle={(event) => setDetailsOpen(event.currentTarget.open)}
            className="rounded-xl border border-zinc-200 px-3 py-2 dark:border-zinc-700"
          >
            <summary className="focus-ring cursor-pointer text-sm font-medium">
              {ADD_PHOTOS_TEXT.details}
            </summary>
            <div className="mt-3 flex flex-col gap-4">
              <TextField
                name="headline"
                label={APPEARANCE_LABELS.headline}
                hint={ADD_PHOTOS_TEXT.headlineHint(seen.seenName)}
                value={draft.headline}
                onChange={(value) => set('headline', value)}
              />
              <CaptionField
                label={APPEARANCE_LABELS.caption}
                value={draft.caption}
                onChange={(value) => set('caption', value)}
                error={errorOf('caption')}
              />
              <p className="-mt-3 text-xs text-zinc-600 dark:text-zinc-400">
                {ADD_PHOTOS_TEXT.captionHint}
              </p>
              <RelativeLocationField
                value={draft.relativeLocation}
                onChange={(value) => set('relativeLocation', value)}
                error={errorOf('relativeLocation')}
              />
            </div>
          </details>
          {batch.photos ? (
            <BatchPhotos
              batch={{ ...batch, photos: batch.photos }}
              errors={sendBatch.errors}
              message={sendBatch.message}
            />
          ) : null}
          <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col gap-2 border-t border-zinc-200 bg-white px-5 py-3 dark:border-zinc-700 dark:bg-zinc-900">
            {waiting ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                {ADD_PHOTOS_TEXT.waitingToSend}
              </p>
            ) : null}
            <button
              type="submit"
              className="btn-primary w-full justify-center py-3 text-base"
              disabled={sendBatch.sending || waiting || usable === 0}
            >
              {ADD_PHOTOS_TEXT.send(usable)}
            </button>
          </div>
        </SchemaForm>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
