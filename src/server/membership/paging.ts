import * as v from 'valibot'
import { fieldMessage } from '~/shared/messages'

export interface Page {
  limit: number
  offset: number
}

/** Membership lists hold at most this many rows per page. */
export const MEMBERSHIP_PAGE_MAX = 100

const count = (field: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, fieldMessage.notLess(field, min)),
      v.transform(Number),
      v.minValue(min, fieldMessage.notLess(field, min)),
      v.maxValue(max, fieldMessage.notMore(field, max)),
    ),
    String(fallback),
  )

/** `?limit=&offset=` of the membership lists (optional; docs/product.md#calls sends neither). */
export const pageQuery = v.looseObject({
  limit: count('limit', 1, MEMBERSHIP_PAGE_MAX, MEMBERSHIP_PAGE_MAX),
  offset: count('offset', 0, 1_000_000, 0),
})

export const toIso = (date: Date | null): string => (date ?? new Date(0)).toISOString()
export const toIsoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null

/** Ids are UUIDs; any other text cannot name a row. */
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
