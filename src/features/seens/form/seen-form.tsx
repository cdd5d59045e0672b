import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import { NEW_SEEN_SHORT_NAME } from '~/shared/schemas/seen'
import { AdditionalSection } from './additional-section'
import { BasicSection } from './basic-section'
import type { SeenDraft, SeenErrors } from './form-model'
import { recordOf } from './form-record'
import { SEEN_FORM_TEXT } from './form-text'
import { validateDraft } from './form-validation'
import { LocationSection } from './location-section'
import { PhotoSection } from './photo-section'
import type { SectionProps } from './section-props'
import { SettingsSection } from './settings-section'
import { TimingSection } from './timing-section'
import { useSaveSeen } from './use-save-seen'

interface SeenFormProps {
  initial: SeenDraft
}

/**
 * SPEC §2 Make / Edit Seen form. Errors appear under the fields after a submit attempt (the
 * shared schema's, then the server's) and each clears as soon as its field is changed.
 */
export function SeenForm({ initial }: SeenFormProps) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<SeenErrors>({})
  const [progress, setProgress] = useState(0)
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // One Idempotency-Key per submitted content: a resubmit of the same draft is applied once.
  const keyRef = useRef<string | null>(null)
  const save = useSaveSeen(setProgress, (found) => {
    setErrors(found)
    setAttempt((n) => n + 1)
  })
  const online = useOnline()
  const offlineId = useId()
  const isEdit = initial.shortName !== NEW_SEEN_SHORT_NAME
  const hasErrors = Object.keys(errors).length > 0

  useEffect(() => {
    if (attempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const set: SectionProps['set'] = (key, value, clears) => {
    keyRef.current = null
    setDraft((current) => ({ ...current, [key]: value }))
    if (clears) setErrors(({ [clears]: _cleared, ...rest }) => rest)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending || !online) return
    const found = validateDraft(draft, new Date())
    setErrors(found)
    setAttempt((n) => n + 1)
    if (Object.keys(found).length > 0) return
    keyRef.current ??= crypto.randomUUID()
    setProgress(0)
    save.mutate({ record: recordOf(draft), idempotencyKey: keyRef.current })
  }

  const sections = { draft, errors, set }
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6">
      <BasicSection {...sections} />
      <SettingsSection {...sections} />
      <TimingSection {...sections} />
      <LocationSection {...sections} />
      <PhotoSection {...sections} />
      <AdditionalSection {...sections} />
      {hasErrors ? (
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
    </form>
  )
}
