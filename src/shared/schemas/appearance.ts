/**
 * docs/product.md#records Appearance and the docs/product.md#validation appearance form, shared by
 * server and client.
 */
import * as v from 'valibot'
import { REVIEW_FILTERS } from '../appearance-messages'
import { APPEARANCE_PAGE_SIZE, TEXT_LIMITS } from '../constants'
import { IMAGE_MSG } from '../image-messages'
import { fieldMessage } from '../messages'
import { captionToText } from '../sanitize-caption'
import { APPEARANCE_KINDS, CLIP_UPLOAD_ID, clipInfo } from './clip-info'
import { imageInfo } from './image-info'

/**
 * docs/product.md#records: a new record's short name; re-posting with a real short name edits it.
 */
export const NEW_APPEARANCE_SHORT_NAME = '-new-'

/**
 * Field labels as the form shows them; the docs/product.md#validation generic messages are built
 * from them.
 */
export const APPEARANCE_LABELS = {
  displayUserName: 'Displayed User Name',
  headline: 'Headline',
  caption: 'Caption',
  relativeLocation: 'Relative Location',
  photo: 'Photo',
} as const

const nullableString = v.optional(v.nullable(v.string()))

/** docs/product.md#records Appearance as the API returns it. */
export const appearance = v.object({
  appearanceShortName: v.string(),
  seenShortName: v.string(),
  headline: v.string(),
  caption: v.string(),
  /** 1 on-seen, 2 remote/virtual, anything else undisclosed. */
  relativeLocation: v.number(),
  /** 1 posted before the Seen's start, 2 during, 3 after its end. */
  relativeTime: v.number(),
  /** The author's username; null for a guest's appearance. */
  createdBy: nullableString,
  displayUserName: v.string(),
  createdDateTime: v.string(),
  userAvatarPath: nullableString,
  bookMarkedCount: v.number(),
  likedCount: v.number(),
  isOwner: v.boolean(),
  imageInfo: v.optional(v.nullable(imageInfo)),
  /** Absent from servers before clips: a photo. A clip's `imageInfo` is its poster. */
  kind: v.optional(v.picklist(APPEARANCE_KINDS)),
  clipInfo: v.optional(v.nullable(clipInfo)),
  isApproved: v.boolean(),
  isRejected: v.boolean(),
  isHidden: v.boolean(),
  isLiked: v.boolean(),
})
export type Appearance = v.InferOutput<typeof appearance>

const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(fieldMessage.required(label)),
    v.trim(),
    v.nonEmpty(fieldMessage.required(label)),
    v.maxLength(max, fieldMessage.tooLong(label, max)),
  )

/** What each field is called where its messages are shown (a form may name a field its own way). */
export type AppearanceFieldLabels = { readonly [K in keyof typeof APPEARANCE_LABELS]: string }

/**
 * docs/product.md#validation appearance form, its messages naming the fields by `labels`. The
 * rules are the same whatever the labels: the server checks with `appearanceRecordSchema`, and a
 * form that labels a field otherwise ("Your name") checks with the same rules in its own words.
 * The caption limit counts the text a person typed (line breaks as one character), whatever
 * markup arrives; the server stores it sanitized (`<br>` only).
 */
export const appearanceRecordSchemaNamed = (labels: AppearanceFieldLabels) =>
  v.pipe(
    v.object({
      appearanceShortName: v.optional(v.string(), NEW_APPEARANCE_SHORT_NAME),
      seenShortName: v.pipe(
        v.string(fieldMessage.required('Seen')),
        v.nonEmpty(fieldMessage.required('Seen')),
        v.maxLength(64, fieldMessage.tooLong('Seen', 64)),
      ),
      displayUserName: requiredText(labels.displayUserName, TEXT_LIMITS.appearanceDisplayName),
      headline: requiredText(labels.headline, TEXT_LIMITS.appearanceHeadline),
      caption: v.pipe(
        v.string(fieldMessage.required(labels.caption)),
        v.transform((raw) => captionToText(raw).trim()),
        v.nonEmpty(fieldMessage.required(labels.caption)),
        v.maxLength(
          TEXT_LIMITS.appearanceCaption,
          fieldMessage.tooLong(labels.caption, TEXT_LIMITS.appearanceCaption),
        ),
      ),
      relativeLocation: v.picklist([1, 2], fieldMessage.selectionRequired(labels.relativeLocation)),
      isHidden: v.optional(v.boolean(), false),
      hasPhoto: v.optional(v.boolean(), false),
      imageInfo: v.optional(v.nullable(imageInfo)),
      /**
       * A new clip: the id of its finished tus upload (POST /api/clip-upload); `imageInfo`
       * then carries its poster.
       */
      clipUploadId: v.optional(
        v.pipe(v.string(), v.regex(CLIP_UPLOAD_ID, 'clipUploadId is not an upload id.')),
      ),
    }),
    // partialCheck: reported together with the other fields' messages, not only once they pass.
    v.forward(
      v.partialCheck(
        [['hasPhoto'], ['imageInfo']],
        (record) => record.hasPhoto || Boolean(record.imageInfo?.image),
        fieldMessage.required(labels.photo),
      ),
      ['hasPhoto'],
    ),
  )

/** docs/product.md#validation appearance form, as the server checks it. */
export const appearanceRecordSchema = appearanceRecordSchemaNamed(APPEARANCE_LABELS)
export type AppearanceRecord = v.InferOutput<typeof appearanceRecordSchema>
export type AppearanceRecordInput = v.InferInput<typeof appearanceRecordSchema>

/** The photo rule of docs/product.md#validation for a picked file, as the form words it. */
export const PHOTO_NOT_AN_IMAGE = IMAGE_MSG.selectImage

const shortName = (field: string) =>
  v.pipe(
    v.string(fieldMessage.required(field)),
    v.nonEmpty(fieldMessage.required(field)),
    v.maxLength(64, fieldMessage.tooLong(field, 64)),
  )

/**
 * POST /api/appearance/like: without `like` it toggles; with it, it sets
 * (docs/architecture/api.md#idempotency).
 */
export const likeAppearanceRequest = v.object({
  appearanceShortName: shortName('appearanceShortName'),
  like: v.optional(v.boolean('like must be true or false.')),
})
export type LikeAppearanceRequest = v.InferOutput<typeof likeAppearanceRequest>

/** POST /api/appearance/hide/{appearanceShortName} */
export const hideAppearanceRequest = v.object({
  hide: v.boolean(fieldMessage.required('hide')),
})

/** POST /api/appearance/approve/{appearanceShortName}: true approves, false rejects. */
export const approveAppearanceRequest = v.object({
  approve: v.boolean(fieldMessage.required('approve')),
})

export const APPEARANCE_LIMIT_MAX = 100
export const APPEARANCE_OFFSET_MAX = 100_000

const intParam = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `${field} must be a number.`),
    v.transform(Number),
    v.minValue(min, fieldMessage.notLess(field, min)),
    v.maxValue(max, fieldMessage.notMore(field, max)),
  )

/** GET /api/appearance/list/{seenShortName}?limit&offset[&filter] (filter: the creator's review). */
export const appearanceListQuery = v.looseObject({
  limit: v.optional(intParam('limit', 1, APPEARANCE_LIMIT_MAX), String(APPEARANCE_PAGE_SIZE)),
  offset: v.optional(intParam('offset', 0, APPEARANCE_OFFSET_MAX), '0'),
  filter: v.optional(v.picklist(REVIEW_FILTERS, 'filter is not a review filter.'), 'viewer'),
})
export type AppearanceListQuery = v.InferOutput<typeof appearanceListQuery>

export const appearanceListResponse = v.object({
  appearances: v.array(appearance),
  /**
   * The newest live event when the page was read: the Seen's stream, opened later, resumes from
   * it, so a photo posted in between still arrives (absent from servers without live events).
   */
  liveEventId: v.optional(v.number()),
})
export const appearanceRecordResponse = v.object({ appearanceRecord: appearance })
export const likeAppearanceResponse = v.object({ isLiked: v.boolean(), likeCount: v.number() })
export const hideAppearanceResponse = v.object({ isHidden: v.boolean() })
export const approveAppearanceResponse = v.object({
  isApproved: v.boolean(),
  isRejected: v.boolean(),
})
