/**
 * docs/product.md#records Filter set (per user) of the Seen list, plus the membership flag ("My
 * Seens") the list query carries. Stored in localStorage per user; every field falls back on its
 * own, so one bad value (an old version, a hand edit) does not throw away the rest.
 */
import * as v from 'valibot'
import {
  GEO_RADIUS_DEFAULT_KM,
  GEO_RADIUS_MAX_KM,
  GEO_RADIUS_MIN_KM,
  MAX_TAGS_SENT,
} from '../constants'
import { normalizeTag } from '../hashtags'

const flag = v.fallback(v.boolean(), false)
const coordinate = (limit: number) =>
  v.fallback(v.nullable(v.pipe(v.number(), v.minValue(-limit), v.maxValue(limit))), null)
const text = v.fallback(v.nullable(v.string()), null)

const radius = v.fallback(
  v.pipe(
    v.number(),
    v.transform((km) => Math.min(GEO_RADIUS_MAX_KM, Math.max(GEO_RADIUS_MIN_KM, Math.round(km)))),
  ),
  GEO_RADIUS_DEFAULT_KM,
)

/** Valid, unique, lower-case tags; at most the number the list query can send. */
const tags = v.fallback(
  v.pipe(
    v.array(v.string()),
    v.transform((list) =>
      [...new Set(list.map(normalizeTag).filter((tag): tag is string => tag !== null))].slice(
        0,
        MAX_TAGS_SENT,
      ),
    ),
  ),
  [],
)

/** A missing or malformed section reads as its defaults (each field's fallback). */
const section = <T extends v.ObjectEntries>(entries: T) => {
  const schema = v.object(entries)
  return v.fallback(schema, () => v.parse(schema, {}))
}

export const filterSet = v.object({
  geo: section({
    isActive: flag,
    lat: coordinate(90),
    lng: coordinate(180),
    radius,
    cityName: text,
    stateCode: text,
    /**
     * Beside the fields of docs/product.md#records: names the place as people do ("Amsterdam,
     * Netherlands").
     */
    countryCode: text,
  }),
  hashtag: section({ isActive: flag, tags }),
  bookmark: section({ isActive: flag }),
  time: section({ isActive: flag, isPast: flag }),
  following: section({ isActive: flag }),
  membership: section({ isActive: flag }),
})
export type FilterSet = v.InferOutput<typeof filterSet>

/** Every filter off, radius 10 km (docs/product.md#constants): the list shows 'All Seens'. */
export const defaultFilterSet = (): FilterSet => v.parse(filterSet, {})
