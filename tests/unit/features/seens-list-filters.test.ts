import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadFilterSet,
  parseFilterSet,
  saveFilterSet,
  serializeFilterSet,
} from '~/features/seens/list/filter-storage'
import {
  activeFilterCount,
  effectiveFilterSet,
  listCriteria,
} from '~/features/seens/list/list-criteria'
import { STORAGE_KEYS } from '~/shared/constants'
import { defaultFilterSet, type FilterSet } from '~/shared/schemas/seen-filter-set'
import { trendingListSearchParams } from '~/shared/seen-list-params'

const everything = (): FilterSet => ({
  geo: {
    isActive: true,
    lat: 48.85,
    lng: 2.35,
    radius: 25,
    cityName: 'Paris',
    stateCode: '11',
    countryCode: 'FR',
  },
  hashtag: { isActive: true, tags: ['music', 'jazz'] },
  bookmark: { isActive: true },
  time: { isActive: true, isPast: true },
  following: { isActive: true },
  membership: { isActive: true },
})

describe('filter persistence (docs/product.md#states Filters)', () => {
  it('round-trips a filter set through its stored text', () => {
    const filters = everything()
    expect(parseFilterSet(serializeFilterSet(filters))).toEqual(filters)
  })

  it('gives the defaults (all off, radius 10 km) for nothing stored or unreadable text', () => {
    const defaults = defaultFilterSet()
    expect(defaults.geo.radius).toBe(10)
    expect(activeFilterCount(defaults)).toBe(0)
    expect(parseFilterSet(null)).toEqual(defaults)
    expect(parseFilterSet('{not json')).toEqual(defaults)
    expect(parseFilterSet('"a string"')).toEqual(defaults)
  })

  it('repairs bad fields one by one and keeps the good ones', () => {
    const stored = JSON.stringify({
      geo: { isActive: true, lat: 200, lng: 2.35, radius: 500, cityName: 'Paris' },
      hashtag: { isActive: true, tags: ['#Music', 'music', 'not a tag', 'Jazz'] },
      bookmark: 'yes',
      time: { isActive: true, isPast: true },
    })
    const filters = parseFilterSet(stored)
    expect(filters.geo).toEqual({
      isActive: true,
      lat: null,
      lng: 2.35,
      radius: 100,
      cityName: 'Paris',
      stateCode: null,
      countryCode: null,
    })
    expect(filters.hashtag.tags).toEqual(['music', 'jazz'])
    expect(filters.bookmark).toEqual({ isActive: false })
    expect(filters.time).toEqual({ isActive: true, isPast: true })
    expect(filters.following).toEqual({ isActive: false })
  })

  it('keeps at most 10 tags', () => {
    const tags = Array.from({ length: 12 }, (_, i) => `tag${String.fromCharCode(97 + i)}`)
    const filters = parseFilterSet(JSON.stringify({ hashtag: { isActive: true, tags } }))
    expect(filters.hashtag.tags).toEqual(tags.slice(0, 10))
  })

  describe('per user in localStorage', () => {
    let store: Map<string, string>
    beforeEach(() => {
      store = new Map()
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      })
    })
    afterEach(() => vi.unstubAllGlobals())

    it("saves under the user's own key and restores only that user's filters", () => {
      saveFilterSet('alice', everything())
      expect(store.has(STORAGE_KEYS.filters('alice'))).toBe(true)
      expect(loadFilterSet('alice')).toEqual(everything())
      expect(loadFilterSet('bob')).toEqual(defaultFilterSet())
    })
  })
})

describe('list criteria and query parameters', () => {
  it('sends nothing but the page for the default filters', () => {
    const params = trendingListSearchParams({
      ...listCriteria(defaultFilterSet()),
      limit: 15,
      offset: 30,
    })
    expect(params.toString()).toBe('limit=15&offset=30')
  })

  it('sends every active filter under its docs/product.md#calls name', () => {
    const params = trendingListSearchParams({ ...listCriteria(everything()), limit: 15, offset: 0 })
    expect(Object.fromEntries(params)).toEqual({
      limit: '15',
      offset: '0',
      lat: '48.85',
      lng: '2.35',
      radius: '25',
      tag1: 'music',
      tag2: 'jazz',
      bookmarked: 'true',
      past: 'true',
      following: 'true',
      membership: 'true',
    })
  })

  it('sends past=false for current and upcoming', () => {
    const filters = { ...defaultFilterSet(), time: { isActive: true, isPast: false } }
    expect(listCriteria(filters)).toEqual({ past: false })
  })

  it('leaves out inactive sections, a geo filter without a centre and an empty tag list', () => {
    const filters: FilterSet = {
      ...everything(),
      geo: { ...everything().geo, lat: null, lng: null },
      hashtag: { isActive: true, tags: [] },
      bookmark: { isActive: false },
      time: { isActive: false, isPast: true },
    }
    expect(listCriteria(filters)).toEqual({ following: true, membership: true })
  })

  it('drops the personal filters for guests, who may not use them (docs/product.md#screens)', () => {
    const criteria = listCriteria(effectiveFilterSet(everything(), false))
    expect(criteria).toEqual({
      lat: 48.85,
      lng: 2.35,
      radius: 25,
      tags: ['music', 'jazz'],
      past: true,
    })
    expect(effectiveFilterSet(everything(), true)).toEqual(everything())
  })

  it('counts the active sections for the highlighted filter button', () => {
    expect(activeFilterCount(everything())).toBe(6)
    expect(activeFilterCount(effectiveFilterSet(everything(), false))).toBe(3)
  })
})
