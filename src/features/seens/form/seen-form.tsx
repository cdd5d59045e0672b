import { useId, useState } from 'react'
import { SchemaForm } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import { NEW_SEEN_SHORT_NAME } from '~/shared/schemas/seen-record'
import { AdditionalSection } from './additional-section'
import { BasicSection } from './basic-section'
import type { SeenDraft } from './form-model'
import { recordOf } from './form-record'
import { SEEN_FORM_TEXT } from './form-text'
import { errorsFromFieldErrors, seenFormRules } from './form-validation'
import { LocationSection } from './location-section'
import { PhotoSection } from './photo-section'
import { SettingsSection } from './settings-section'
import { TimingSection } from './timing-section'
import { useSaveSeen } from './use-save-seen'

interface SeenFormProps {
  initial: SeenDraft
}

/**
 * docs/product.md#screens Make / Edit Seen form. Errors appear under the fields after a submit
 * attempt (the shared schema's, then the server's) and each clears as soon as its field is changed.
 */
export function SeenForm({ initial }: SeenFormProps) {
  const form = useSchemaForm({ ...seenFormRules(() => new Date()), initial })
  const [progress, setProgress] = useState(0)
  const save = useSaveSeen(setProgress, form.showErrors)
  const online = useOnline()
  const offlineId = useId()
  const isEdit = initial.shortName !== NEW_SEEN_SHORT_NAME

  // One Idempotency-Key per submitted content: a resubmit of the same draft is applied once.
  const submit = form.handleSubmit((_record, idempotencyKey) => {
    if (save.isPending || !online) return
    setProgress(0)
    save.mutate({ record: recordOf(form.draft), idempotencyKey })
  })

  const sections = { draft: form.draft, errors: errorsFromFieldErrors(form.errors), set: form.set }
  return (
    <SchemaForm form={form} onSubmit={submit} className="mt-6 flex flex-col gap-6">
      <BasicSection {...sections} />
      <SettingsSection {...sections} />
      <TimingSection {...sections} />
      <LocationSection {...sections} />
      <PhotoSection {...sections} />
      <AdditionalSection {...sections} />
      {form.hasErrors ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {SEEN_FORM_TEXT.invalidSubmit}
        </p>
      ) : null}
      {save.isPending ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm text-zinc-700 dark:text-zinc-300">
            {SEEN_FORM_TEXT.uploading}
          </span>
          <progress
            aria-label={SEEN_FORM_TEXT.uploading}
            max={100}
            value={Math.round(progress * 100)}
            className="h-2 w-full accent-brand-700"
          />
        </div>
      ) : (
        <div className="flex flex-col items-start gap-1">
          <button
            type="submit"
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isEdit ? SEEN_FORM_TEXT.editSubmit : SEEN_FORM_TEXT.makeSubmit}
          </button>
          {online ? null : (
            <p id={offlineId} className="text-sm text-zinc-700 dark:text-zinc-300">
              {OFFLINE_REASON}
            </p>
          )}
        </div>
      )}
    </SchemaForm>
  )
}
