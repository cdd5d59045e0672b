/**
 * docs/product.md#states Filters: saved per user in local storage and restored on load. Pure
 * conversions plus two thin wrappers around localStorage (which never throw, see
 * ~/lib/local-store).
 */
import * as v from 'valibot'
import { readItem, writeItem } from '~/lib/local-store'
import { STORAGE_KEYS } from '~/shared/constants'
import { defaultFilterSet, type FilterSet, filterSet } from '~/shared/schemas/seen-filter-set'

/** A stored filter set, repaired field by field; anything unreadable gives the defaults. */
export function parseFilterSet(raw: string | null): FilterSet {
  if (raw === null) return defaultFilterSet()
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return defaultFilterSet()
  }
  const result = v.safeParse(filterSet, data)
  return result.success ? result.output : defaultFilterSet()
}

export const serializeFilterSet = (filters: FilterSet): string => JSON.stringify(filters)

/** `owner` is the username, or 'Guest' when logged out (the theme is kept the same way). */
export const loadFilterSet = (owner: string): FilterSet =>
  parseFilterSet(readItem(STORAGE_KEYS.filters(owner)))

export const saveFilterSet = (owner: string, filters: FilterSet): void =>
  writeItem(STORAGE_KEYS.filters(owner), serializeFilterSet(filters))
