/**
 * GET /api/seen/trendinglist query (docs/product.md#calls): validated by the server, built by the
 * client. Query values travel as strings; the output is a TrendingListQuery.
 */
import * as v from 'valibot'
import {
  GEO_RADIUS_DEFAULT_KM,
  GEO_RADIUS_MAX_KM,
  GEO_RADIUS_MIN_KM,
  MAX_TAGS_SENT,
  SEEN_LIST_PAGE_SIZE,
} from '../constants'
import { normalizeTag } from '../hashtags'
import { fieldMessage } from '../messages'
import type { TrendingListQuery } from './seen'

export const SEEN_LIST_LIMIT_MAX = 50
export const SEEN_LIST_OFFSET_MAX = 10_000

export const LIST_QUERY_MSG = {
  notANumber: (field: string) => `${field} must be a number.`,
  geoTogether: 'Latitude and longitude must be sent together, and radius only with them.',
  tooManyTags: `At most ${MAX_TAGS_SENT} tags can be sent.`,
  invalidTag: (field: string) => `${field} is not a valid hashtag.`,
  notABoolean: (field: string) => `${field} must be true or false.`,
} as const

const numberParam = (field: string, min: number, max: number, integer = false) =>
  v.pipe(
    v.string(),
    v.regex(integer ? /^-?\d{1,9}$/ : /^-?\d{1,9}(\.\d{1,15})?$/, LIST_QUERY_MSG.notANumber(field)),
    v.transform(Number),
    v.minValue(min, fieldMessage.notLess(field, min)),
    v.maxValue(max, fieldMessage.notMore(field, max)),
  )

const flag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], LIST_QUERY_MSG.notABoolean(field)),
      v.transform((s) => s === 'true'),
    ),
  )

const tagParam = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => normalizeTag(s)),
      v.check((tag) => tag !== null, LIST_QUERY_MSG.invalidTag(field)),
    ),
  )

const tagKeys = Array.from({ length: MAX_TAGS_SENT }, (_, i) => `tag${i + 1}`)
const tagEntries = Object.fromEntries(tagKeys.map((key) => [key, tagParam(key)]))

const isTagKey = (key: string) => /^tag\d+$/.test(key)

export const trendingListQuerySchema = v.pipe(
  v.looseObject({
    limit: v.optional(
      numberParam('limit', 1, SEEN_LIST_LIMIT_MAX, true),
      String(SEEN_LIST_PAGE_SIZE),
    ),
    offset: v.optional(numberParam('offset', 0, SEEN_LIST_OFFSET_MAX, true), '0'),
    lat: v.optional(numberParam('lat', -90, 90)),
    lng: v.optional(numberParam('lng', -180, 180)),
    radius: v.optional(numberParam('radius', GEO_RADIUS_MIN_KM, GEO_RADIUS_MAX_KM)),
    bookmarked: flag('bookmarked'),
    past: flag('past'),
    following: flag('following'),
    membership: flag('membership'),
    ...tagEntries,
  }),
  v.check(
    (q) => Object.keys(q).every((key) => !isTagKey(key) || tagKeys.includes(key)),
    LIST_QUERY_MSG.tooManyTags,
  ),
  // docs/product.md#constants: the radius defaults to 10 km, so lat and lng alone are a geo filter.
  v.forward(
    v.check(
      (q) =>
        (q.lat === undefined) === (q.lng === undefined) &&
        (q.radius === undefined || q.lat !== undefined),
      LIST_QUERY_MSG.geoTogether,
    ),
    ['radius'],
  ),
  v.transform((q): TrendingListQuery => {
    const tags = tagKeys
      .map((key) => (q as Record<string, unknown>)[key])
      .filter((tag): tag is string => typeof tag === 'string')
    const query: TrendingListQuery = { limit: q.limit, offset: q.offset }
    if (q.lat !== undefined && q.lng !== undefined) {
      Object.assign(query, { lat: q.lat, lng: q.lng, radius: q.radius ?? GEO_RADIUS_DEFAULT_KM })
    }
    if (tags.length > 0) query.tags = [...new Set(tags)]
    if (q.bookmarked) query.bookmarked = true
    if (q.past !== undefined) query.past = q.past
    if (q.following) query.following = true
    if (q.membership) query.membership = true
    return query
  }),
)

/** GET /api/seen/{shortname}?limit&offset: the page of its appearances. */
export const seenDetailQuerySchema = v.looseObject({
  limit: v.optional(
    numberParam('limit', 1, SEEN_LIST_LIMIT_MAX, true),
    String(SEEN_LIST_PAGE_SIZE),
  ),
  offset: v.optional(numberParam('offset', 0, SEEN_LIST_OFFSET_MAX, true), '0'),
})
