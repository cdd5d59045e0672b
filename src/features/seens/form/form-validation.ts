/**
 * docs/product.md#validation validation of the draft through the shared schema, and the server's
 * field errors.
 */
import { errorsByField, validateWith } from '~/lib/forms/use-schema-form'
import type { FieldErrors } from '~/shared/field-errors'
import { createSeenRecordSchema } from '~/shared/schemas/seen-record'
import type { SeenDraft, SeenErrors, SeenField } from './form-model'
import { recordOf } from './form-record'

/** Record keys (as the schema and the server name them) -> the form field that shows them. */
export const SEEN_FIELD_OF: Readonly<Record<string, SeenField>> = {
  seenName: 'seenName',
  headline: 'headline',
  caption: 'caption',
  seenAccessibilityType: 'seenAccessibilityType',
  locationType: 'locationType',
  startDateTime: 'startDateTime',
  endDateTime: 'startDateTime',
  durationHours: 'durationHours',
  preSeenDays: 'preSeenDays',
  postSeenDays: 'postSeenDays',
  timeZoneId: 'timeZoneId',
  geoNameId: 'city',
  cityName: 'city',
  hasPhoto: 'photo',
  imageInfo: 'photo',
  image: 'photo',
  contentType: 'photo',
  name: 'photo',
  webAddress: 'webAddress',
  sponsor: 'sponsor',
  addressBlock: 'addressBlock',
  contactBlock: 'contactBlock',
}

/** A field's first message, for the fields of the Seen form only. */
function firstMessages(errors: FieldErrors | undefined): SeenErrors {
  const shown: SeenErrors = {}
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (SEEN_FIELDS.has(field) && messages[0]) shown[field as SeenField] = messages[0]
  }
  return shown
}

const SEEN_FIELDS = new Set<string>(Object.values(SEEN_FIELD_OF))

/** The server's field errors (envelope keys) as form errors, first message of each field. */
export function errorsFromFieldErrors(fieldErrors: FieldErrors): SeenErrors {
  return firstMessages(errorsByField(fieldErrors, SEEN_FIELD_OF))
}

/** docs/product.md#validation rules at `now` through the one schema the server also applies. */
export const seenSchemaAt = (now: Date) => (draft: SeenDraft) =>
  createSeenRecordSchema({ now, existingStart: draft.storedStart?.iso })

/** The Seen form's validation, as its useSchemaForm runs it. */
export const seenFormRules = (now: () => Date) => ({
  schema: (draft: SeenDraft) => seenSchemaAt(now())(draft),
  input: recordOf,
  fieldOf: SEEN_FIELD_OF,
})

export function validateDraft(draft: SeenDraft, now: Date): SeenErrors {
  return firstMessages(
    validateWith(
      seenFormRules(() => now),
      draft,
    ).errors,
  )
}
