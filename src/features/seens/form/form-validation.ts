/** SPEC §5 validation of the draft through the shared schema, and the server's field errors. */
import * as v from 'valibot'
import { createSeenRecordSchema } from '~/shared/schemas/seen'
import type { SeenDraft, SeenErrors, SeenField } from './form-model'
import { recordOf } from './form-record'

/** Record keys (as the schema and the server name them) -> the form field that shows them. */
const FIELD_OF_KEY: Record<string, SeenField> = {
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
  webAddress: 'webAddress',
  sponsor: 'sponsor',
  addressBlock: 'addressBlock',
  contactBlock: 'contactBlock',
}

/** The server's field errors (envelope keys) as form errors, first message of each field. */
export function errorsFromFieldErrors(fieldErrors: Record<string, string[]>): SeenErrors {
  const errors: SeenErrors = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = FIELD_OF_KEY[key]
    if (field && !errors[field] && messages[0]) errors[field] = messages[0]
  }
  return errors
}

/** SPEC §5 rules through the one schema the server also applies. */
export function validateDraft(draft: SeenDraft, now: Date): SeenErrors {
  const schema = createSeenRecordSchema({ now, existingStart: draft.storedStart?.iso })
  const result = v.safeParse(schema, recordOf(draft))
  if (result.success) return {}
  const errors: SeenErrors = {}
  for (const issue of result.issues) {
    const key = issue.path
      ?.map((p) => p.key)
      .filter((k): k is string => typeof k === 'string')
      .at(-1)
    const field = key ? FIELD_OF_KEY[key] : undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
