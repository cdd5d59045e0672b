import * as v from 'valibot'
import { DURATION_HOURS, SEEN_DAYS } from '../constants'
import { dateMessage, fieldMessage } from '../messages'
import { isKnownTimeZone, TIME_ZONE_INVALID, TIME_ZONE_MAX_LENGTH } from '../time-zone'
import { appearance } from './appearance'
import { imageInfo } from './image-info'
import { parseStartDateTime, START_DATE_INVALID } from './seen-start'

const nullableString = v.optional(v.nullable(v.string()))
const nullableNumber = v.optional(v.nullable(v.number()))
const accessibilityType = v.picklist([0, 1, 2, 3, 4, 5, 6])
const locationType = v.picklist([0, 1, 2])

/**
 * docs/product.md#records Seen list item (plus a few display extras: end, time zone, creator's
 * display name).
 */
export const seenListItem = v.object({
  shortName: v.string(),
  seenName: v.string(),
  sponsor: nullableString,
  headline: nullableString,
  caption: nullableString,
  startDateTime: v.string(),
  endDateTime: nullableString,
  timeZoneId: nullableString,
  locationType,
  seenAccessibilityType: v.optional(accessibilityType),
  cityName: nullableString,
  stateCode: nullableString,
  /** ISO 3166 country of the city: names the place where a state code means nothing. */
  countryCode: nullableString,
  createdBy: v.string(),
  createdByDisplayName: nullableString,
  userAvatarPath: nullableString,
  isBookmarked: v.boolean(),
  bookmarkCount: v.number(),
  isLiked: v.boolean(),
  likeCount: v.number(),
  appearanceCount: v.optional(v.number()),
  imageInfo: v.optional(v.nullable(imageInfo)),
})
export type SeenListItem = v.InferOutput<typeof seenListItem>

export const seenListResponse = v.object({ seenList: v.array(seenListItem) })

/**
 * docs/product.md#records Seen (detail), with the first page of the appearances the viewer may see.
 */
export const seenDetail = v.object({
  id: v.string(),
  shortName: v.string(),
  seenShortName: v.string(),
  seenName: v.string(),
  headline: nullableString,
  caption: nullableString,
  locationType,
  sponsor: nullableString,
  contactBlock: nullableString,
  webAddress: nullableString,
  startDateTime: v.string(),
  endDateTime: v.string(),
  durationHours: v.number(),
  timeZoneId: v.string(),
  preSeenDays: v.number(),
  postSeenDays: v.number(),
  addressBlock: nullableString,
  phoneNumber: nullableString,
  countryCode: nullableString,
  postalCode: nullableString,
  seenAccessibilityType: accessibilityType,
  seenRelationRules: nullableString,
  createdBy: v.string(),
  createdById: v.string(),
  createdDateTime: v.string(),
  createdDate: v.string(),
  geoNameId: nullableNumber,
  cityName: nullableString,
  stateCode: nullableString,
  latitude: nullableNumber,
  longitude: nullableNumber,
  imageInfo: v.optional(v.nullable(imageInfo)),
  requiresApproval: v.boolean(),
  /** The creator lets members download all the Seen's photos as one ZIP. */
  membersMayDownload: v.optional(v.boolean()),
  /** This viewer may download all the Seen's photos (GET /api/seen/{shortname}/photos.zip). */
  canDownloadPhotos: v.optional(v.boolean()),
  active: v.boolean(),
  appearanceCount: v.number(),
  appearances: v.array(appearance),
  successor: nullableString,
  isCreator: v.boolean(),
  isMember: v.boolean(),
  /**
   * docs/product.md#roles hasEditPermission (creator, not past end + postSeenDays), decided by the
   * server.
   */
  hasEditPermission: v.optional(v.boolean()),
  /**
   * docs/product.md#roles Request to Join button: non-member, non-creator of a publicRequestJoin
   * Seen.
   */
  canRequestJoin: v.optional(v.boolean()),
  /**
   * docs/product.md#roles making an appearance is allowed for this viewer now (live and the type's
   * rule).
   */
  canPostAppearance: v.optional(v.boolean()),
  /**
   * The creator blocked this viewer from posting to the Seen (docs/decisions/112-block-poster.md).
   */
  isBlockedFromPosting: v.optional(v.boolean()),
  isBookmarked: v.optional(v.boolean()),
  bookmarkCount: v.optional(v.number()),
  isLiked: v.optional(v.boolean()),
  likeCount: v.optional(v.number()),
  userAvatarPath: nullableString,
  createdByDisplayName: nullableString,
})
export type SeenDetail = v.InferOutput<typeof seenDetail>

/** `liveEventId`: the newest live event when the Seen was read, where its stream resumes. */
export const seenDetailResponse = v.object({
  seen: seenDetail,
  liveEventId: v.optional(v.number()),
})

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

export const createSeenResponse = v.object({ seenShortName: v.string() })

export const toggleBookmarkResponse = v.object({
  isBookmarked: v.boolean(),
  bookmarkCount: v.number(),
})
export const toggleLikeResponse = v.object({ isLiked: v.boolean(), likeCount: v.number() })

/** Query of GET /api/seen/trendinglist (docs/product.md#calls), as the client sends it. */
export interface TrendingListQuery {
  limit: number
  offset: number
  lat?: number
  lng?: number
  radius?: number
  tags?: string[]
  bookmarked?: boolean
  past?: boolean
  following?: boolean
  membership?: boolean
}
