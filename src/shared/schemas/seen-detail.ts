import * as v from 'valibot'
import { appearance } from './appearance'
import { imageInfo } from './image-info'
import { accessibilityType, locationType, nullableNumber, nullableString } from './seen'

// Apart from the list's schemas (seen.ts): only a Seen's own pages read a detail, and the
// appearances' schemas it brings stay out of the list's first load.

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
  /**
   * Its viewers may search its photos for their own face, matched on their own device
   * (docs/decisions/185-find-me-on-device.md); its creator can turn this off. Older servers omit it.
   */
  findMeEnabled: v.optional(v.boolean()),
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
