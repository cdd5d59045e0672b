import * as v from 'valibot'
import { imageInfo } from './image-info'

/** Field shapes the list item and the detail (seen-detail.ts) share. */
export const nullableString = v.optional(v.nullable(v.string()))
export const nullableNumber = v.optional(v.nullable(v.number()))
export const accessibilityType = v.picklist([0, 1, 2, 3, 4, 5, 6])
export const locationType = v.picklist([0, 1, 2])

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
