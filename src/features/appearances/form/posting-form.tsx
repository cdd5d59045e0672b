import { Dialog } from '@base-ui/react/dialog'
import { useEffect, useRef, useState } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { RequiredNote, SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { APPEARANCE_LABELS, appearanceRecordSchemaNamed } from '~/shared/schemas/appearance'
import { useSession } from '../../session/queries'
import { BATCH_TEXT } from '../batch/batch-text'
import { usePhotoBatch } from '../batch/use-photo-batch'
import { useSendBatch } from '../batch/use-send-batch'
import { ADD_PHOTOS_TEXT, quickDraft, withQuickDefaults } from './add-photos'
import { CaptionField } from './caption-field'
import { APPEARANCE_FIELD_OF, type AppearanceDraft, recordOf } from './form-model'
import { readGuestName, rememberGuestName } from './guest-name'
import { PostingName } from './posting-name'
import { PostingPhotos } from './posting-photos'
import { RelativeLocationField } from './relative-location-field'

/** The form's fields as it labels them: its messages name "Your name", as the field reads. */
export const POSTING_LABELS = { ...APPEARANCE_LABELS, displayUserName: ADD_PHOTOS_TEXT.yourName }
const postingSchema = appearanceRecordSchemaNamed(POSTING_LABELS)

const DETAIL_FIELDS = new Set(['headline', 'caption', 'relativeLocation'])

interface PostingFormProps {
  seen: { shortName: string; seenName: string }
  /** Photos picked (or shared from the gallery) before the form opened; more can be added. */
  files?: readonly File[] | undefined
  onClose: () => void
  /** Runs once every photo is stored in the outbox (before the form closes). */
  onQueued?: (() => Promise<void>) | undefined
}

/**
 * The one way to post (docs/decisions/174-one-posting-form.md): one photo or a batch
 * (docs/decisions/093-photo-batches.md), each becoming its own appearance. Required: a guest's
 * name (asked once, remembered on the device; a signed-in person posts under their display
 * name) and a photo. Headline, caption and place wait in a closed section and get the defaults
 * of `withQuickDefaults` when left empty. Each error names its field as labelled, shows under it
 * and goes as soon as the field is valid. Send queues every photo in the outbox and closes the
 * form at once, online or not; tapped while photos are still being prepared, it waits for them.
 */
export function PostingForm({ seen, files, onClose, onQueued }: PostingFormProps) {
  const session = useSession()
  const guest = session.status !== 'authenticated'
  const knownName = guest ? readGuestName() : session.displayName
  const [editingName, setEditingName] = useState(!knownName)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const pickRef = useRef<HTMLButtonElement>(null)
  const batch = usePhotoBatch(files)
  const photos = batch.photos ?? []
  const usable = photos.filter((p) => p.status !== 'unusable').length
  const usableClips = photos.filter((p) => p.status !== 'unusable' && p.isClip).length
  const preparing = photos.some((p) => p.status === 'preparing')
  const form = useSchemaForm({
    schema: postingSchema,
    initial: quickDraft(seen.shortName, knownName),
    // Each photo's own record is checked again when sent (useSendBatch).
    input: (d: AppearanceDraft) => ({
      ...recordOf(withQuickDefaults(d, seen.seenName)),
      hasPhoto: usable > 0,
    }),
    fieldOf: APPEARANCE_FIELD_OF,
    recheckOnChange: true,
  })
  const { draft, set, errors, errorOf, update } = form
  const sendBatch = useSendBatch(seen.shortName, onClose, batch.remove, onQueued)

  // A session that answers after the form opened (a cold start under lie-fi) names an empty
  // field: a signed-in person is then not asked.
  const answered = useRef(session.status !== 'loading')
  useEffect(() => {
    if (answered.current || session.status === 'loading') return
    answered.current = true
    if (draft.displayUserName.trim() || !knownName) return
    set('displayUserName', knownName)
    setEditingName(false)
  })

  // The photo's error goes once a usable photo is picked.
  useEffect(() => {
    if (usable > 0 && 'photo' in errors) update({}, ['photo'])
  }, [usable, errors, update])

  const send = () => {
    if (session.status === 'guest') rememberGuestName(draft.displayUserName)
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
    (found) => {
      if ('displayUserName' in found) setEditingName(true)
      else if ('photo' in found) setTimeout(() => pickRef.current?.focus())
      if (Object.keys(found).some((field) => DETAIL_FIELDS.has(field))) setDetailsOpen(true)
    },
  )

  const photoError =
    errorOf('photo') && photos.length > 0 ? BATCH_TEXT.nothingToSend : errorOf('photo')
  const mayRename = guest || !knownName

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent
        title={ADD_PHOTOS_TEXT.formTitle}
        closeLabel={ADD_PHOTOS_TEXT.close}
        width="md"
      >
        <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
          <RequiredNote />
          <PostingName
            name={draft.displayUserName}
            editing={editingName}
            onChange={mayRename ? (value) => set('displayUserName', value) : undefined}
            onEdit={guest ? () => setEditingName(true) : undefined}
          />
          <PostingPhotos
            batch={batch}
            errors={sendBatch.errors}
            message={sendBatch.message}
            error={photoError}
            pickRef={pickRef}
          />
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
                label={POSTING_LABELS.headline}
                hint={ADD_PHOTOS_TEXT.headlineHint(seen.seenName)}
                value={draft.headline}
                onChange={(value) => set('headline', value)}
              />
              <CaptionField
                label={POSTING_LABELS.caption}
                hint={ADD_PHOTOS_TEXT.captionHint}
                value={draft.caption}
                onChange={(value) => set('caption', value)}
                error={errorOf('caption')}
              />
              <RelativeLocationField
                value={draft.relativeLocation}
                onChange={(value) => set('relativeLocation', value)}
                error={errorOf('relativeLocation')}
              />
            </div>
          </details>
          <div className="sticky bottom-0 -mx-5 flex flex-col gap-2 border-t border-zinc-200 bg-white px-5 py-3 dark:border-zinc-700 dark:bg-zinc-900">
            {waiting ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                {ADD_PHOTOS_TEXT.waitingToSend}
              </p>
            ) : null}
            <button
              type="submit"
              className="btn-primary w-full justify-center py-3 text-base"
              disabled={sendBatch.sending || waiting}
            >
              {ADD_PHOTOS_TEXT.send(usable, usableClips)}
            </button>
          </div>
        </SchemaForm>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
