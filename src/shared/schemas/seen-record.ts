import * as v from 'valibot'
import { DURATION_HOURS, SEEN_DAYS } from '../constants'
import { dateMessage, fieldMessage } from '../messages'
import { isKnownTimeZone, TIME_ZONE_INVALID, TIME_ZONE_MAX_LENGTH } from '../time-zone'
import { imageInfo } from './image-info'
import { parseStartDateTime, START_DATE_INVALID } from './seen-start'

const nullableString = v.optional(v.nullable(v.string()))
const nullableNumber = v.optional(v.nullable(v.number()))

/**
 * The record a host writes: POST /api/seen's `createSeenRecord` (docs/product.md#records,
 * #validation), its defaults and limits. The records read back are in ./seen.ts.
 */

/** docs/product.md#records defaults for a new Seen. */
export const NEW_SEEN_SHORT_NAME = '-new-'

export const SEEN_TEXT_LIMITS = {
  seenName: 100,
  headline: 100,
  caption: 500,
  webAddress: 100,
  sponsor: 160,
  addressBlock: 255,
  contactBlock: 255,
} as const

/** Start-date bounds of docs/product.md#validation: from one day ago to 90 days ahead. */
export const START_DATE_BOUNDS_DAYS = { min: -1, max: 90 } as const

const DAY_MS = 24 * 60 * 60 * 1000

const optionalText = (field: string, max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, fieldMessage.tooLong(field, max)))),
  )

const numberInRange = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(fieldMessage.required(field)),
    v.minValue(min, fieldMessage.notLess(field, min)),
    v.maxValue(max, fieldMessage.notMore(field, max)),
  )

/** Days are stored as whole numbers: 1.5 is refused, never rounded behind the user's back. */
const wholeNumberInRange = (field: string, min: number, max: number) =>
  v.pipe(numberInRange(field, min, max), v.integer(fieldMessage.wholeNumber(field)))

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export interface SeenRecordContext {
  now: Date
  /** When editing, the stored start: an unchanged start is not held to the bounds again. */
  existingStart?: string | undefined
}

interface StartFields {
  startDateTime: string
  timeZoneId: string
}
const startOf = (record: StartFields) => parseStartDateTime(record.startDateTime, record.timeZoneId)

/**
 * docs/product.md#validation Seen form rules; one schema for the form and the server. Messages
 * follow the product's (docs/product.md#validation) generic forms with the form's field labels.
 */
export function createSeenRecordSchema(context: SeenRecordContext) {
  const earliest = new Date(context.now.getTime() + START_DATE_BOUNDS_DAYS.min * DAY_MS)
  const latest = new Date(context.now.getTime() + START_DATE_BOUNDS_DAYS.max * DAY_MS)
  const existingStart = context.existingStart ? Date.parse(context.existingStart) : Number.NaN
  /** An unreadable start is the field's own error; an unchanged stored start is not re-held. */
  const startWithin = (record: StartFields, inBounds: (start: Date) => boolean) => {
    const start = startOf(record)
    return !start || start.getTime() === existingStart || inBounds(start)
  }
  return v.pipe(
    v.object({
      shortName: v.optional(v.string(), NEW_SEEN_SHORT_NAME),
      seenName: v.pipe(
        v.string(fieldMessage.required('Seen Name')),
        v.trim(),
        v.nonEmpty(fieldMessage.required('Seen Name')),
        v.maxLength(SEEN_TEXT_LIMITS.seenName, fieldMessage.tooLong('Seen Name', 100)),
      ),
      headline: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(100, fieldMessage.tooLong('Headline', 100))),
        '',
      ),
      caption: v.pipe(
        v.string(fieldMessage.required('Caption')),
        v.trim(),
        v.nonEmpty(fieldMessage.required('Caption')),
        v.maxLength(SEEN_TEXT_LIMITS.caption, fieldMessage.tooLong('Caption', 500)),
      ),
      seenAccessibilityType: v.picklist(
        [1, 2, 3, 4, 5, 6],
        fieldMessage.selectionRequired('Accessibility Type'),
      ),
      requiresApproval: v.optional(v.boolean(), false),
      membersMayDownload: v.optional(v.boolean(), false),
      /** "Find my photos" on this Seen; left out, a new Seen has it and an edit keeps it. */
      findMeEnabled: v.optional(v.boolean()),
      locationType: v.picklist([1, 2], fieldMessage.selectionRequired('Location Type')),
      startDateTime: v.pipe(
        v.string(fieldMessage.required('Start Date')),
        v.nonEmpty(fieldMessage.required('Start Date')),
        v.check((text) => parseStartDateTime(text, 'UTC') !== null, START_DATE_INVALID),
      ),
      durationHours: numberInRange('Duration', DURATION_HOURS.min, DURATION_HOURS.max),
      preSeenDays: wholeNumberInRange('Days Before', SEEN_DAYS.min, SEEN_DAYS.max),
      postSeenDays: wholeNumberInRange('Days After', SEEN_DAYS.min, SEEN_DAYS.max),
      timeZoneId: v.optional(
        v.pipe(
          v.string(TIME_ZONE_INVALID),
          v.maxLength(TIME_ZONE_MAX_LENGTH, TIME_ZONE_INVALID),
          v.check(isKnownTimeZone, TIME_ZONE_INVALID),
        ),
        'UTC',
      ),
      geoNameId: v.pipe(
        v.number(fieldMessage.selectionRequired('City')),
        v.integer(fieldMessage.selectionRequired('City')),
      ),
      cityName: nullableString,
      stateCode: nullableString,
      countryCode: nullableString,
      latitude: nullableNumber,
      longitude: nullableNumber,
      hasPhoto: v.optional(v.boolean(), false),
      imageInfo: v.optional(v.nullable(imageInfo)),
      webAddress: v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.trim(),
            v.maxLength(SEEN_TEXT_LIMITS.webAddress, fieldMessage.tooLong('Web Address', 100)),
            v.check((s) => s === '' || isHttpUrl(s), fieldMessage.invalidUrl('Web Address')),
          ),
        ),
      ),
      sponsor: optionalText('Organizer', SEEN_TEXT_LIMITS.sponsor),
      addressBlock: optionalText('Address', SEEN_TEXT_LIMITS.addressBlock),
      contactBlock: optionalText('Additional Info', SEEN_TEXT_LIMITS.contactBlock),
      phoneNumber: optionalText('Phone Number', 40),
      postalCode: optionalText('Postal Code', 20),
    }),
    // partialCheck: these run even while other fields are invalid, so every error shows at once.
    v.forward(
      v.partialCheck(
        [['startDateTime'], ['timeZoneId']],
        (record) => startWithin(record, (start) => start >= earliest),
        dateMessage.notBefore('Start Date', isoDay(earliest)),
      ),
      ['startDateTime'],
    ),
    v.forward(
      v.partialCheck(
        [['startDateTime'], ['timeZoneId']],
        (record) => startWithin(record, (start) => start <= latest),
        dateMessage.notAfter('Start Date', isoDay(latest)),
      ),
      ['startDateTime'],
    ),
    v.forward(
      v.partialCheck(
        [['hasPhoto'], ['imageInfo']],
        (record) => record.hasPhoto || Boolean(record.imageInfo?.image),
        fieldMessage.required('Photo'),
      ),
      ['hasPhoto'],
    ),
    // Whatever ISO form was sent, the record carries the start as a UTC instant.
    v.transform((record) => ({
      ...record,
      startDateTime: startOf(record)?.toISOString() ?? record.startDateTime,
    })),
  )
}
export type CreateSeenRecord = v.InferOutput<ReturnType<typeof createSeenRecordSchema>>
