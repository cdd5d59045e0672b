import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GEO_RADIUS_DEFAULT_KM } from '~/shared/constants'
import { LIST_QUERY_MSG, trendingListQuerySchema } from '~/shared/schemas/seen-list-query'
import { trendingListSearchParams } from '~/shared/seen-list-params'

const parse = (query: Record<string, string>) => v.safeParse(trendingListQuerySchema, query)

describe('trendinglist query', () => {
  it('defaults to the first page of 15', () => {
    expect(parse({}).output).toEqual({ limit: 15, offset: 0 })
  })

  it('reads every filter', () => {
    const result = parse({
      limit: '15',
      offset: '30',
      lat: '48.85',
      lng: '2.35',
      radius: '10',
      tag1: '#Jazz',
      tag2: 'live',
      bookmarked: 'true',
      past: 'false',
      following: 'true',
      membership: 'true',
    })
    expect(result.output).toEqual({
      limit: 15,
      offset: 30,
      lat: 48.85,
      lng: 2.35,
      radius: 10,
      tags: ['jazz', 'live'],
      bookmarked: true,
      past: false,
      following: true,
      membership: true,
    })
  })

  it('lat and lng without radius filter within the default 10 km of docs/product.md#constants', () => {
    expect(parse({ lat: '48.85', lng: '2.35' }).output).toEqual({
      limit: 15,
      offset: 0,
      lat: 48.85,
      lng: 2.35,
      radius: GEO_RADIUS_DEFAULT_KM,
    })
  })

  it.each([
    [{ limit: '0' }],
    [{ limit: '51' }],
    [{ offset: '-1' }],
    [{ offset: '10001' }],
    [{ offset: 'abc' }],
    [{ lat: '91', lng: '0', radius: '5' }],
    [{ lat: '0', lng: '181', radius: '5' }],
    [{ lat: '0', lng: '0', radius: '0' }],
    [{ lat: '0', lng: '0', radius: '500' }],
    [{ lat: '0' }],
    [{ lng: '0', radius: '5' }],
    [{ radius: '5' }],
    [{ tag1: 'not a tag' }],
    [{ tag11: 'x' }],
    [{ past: 'maybe' }],
  ])('refuses %o', (query) => {
    expect(parse(query).success).toBe(false)
  })

  it('says how many tags are allowed', () => {
    const query = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`tag${i + 1}`, `t${i}`]))
    const result = parse(query)
    expect(result.success).toBe(false)
    expect(result.issues?.map((i) => i.message)).toContain(LIST_QUERY_MSG.tooManyTags)
  })

  it('round-trips through the search params the client sends', () => {
    const query = {
      limit: 15,
      offset: 15,
      lat: 1.5,
      lng: -2,
      radius: 20,
      tags: ['a', 'b'],
      past: true,
    }
    const params = Object.fromEntries(trendingListSearchParams(query))
    expect(parse(params).output).toEqual(query)
  })
})
