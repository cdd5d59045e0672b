import { beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { loadGazetteer, normalizeName, placeById, searchPlacesByName } from '~/server/places'

beforeAll(() => {
  loadGazetteer()
})

describe('normalizeName', () => {
  it('folds case, accents, ligatures and punctuation', () => {
    expect(normalizeName('Saint-Étienne')).toBe('saint etienne')
    expect(normalizeName('  São   Paulo ')).toBe('sao paulo')
    expect(normalizeName('Weißkirchen')).toBe('weisskirchen')
    expect(normalizeName('Łódź')).toBe('lodz')
    expect(normalizeName('İstanbul')).toBe('istanbul')
    expect(normalizeName("Hell's Kitchen")).toBe('hell s kitchen')
  })
})

describe('loadGazetteer', () => {
  it('loads GeoNames cities1000 once', () => {
    const first = loadGazetteer()
    expect(first.places).toBeGreaterThan(130_000)
    expect(loadGazetteer()).toBe(first)
  })
})

describe('placeById', () => {
  it('resolves well-known GeoNames ids to the same data the demo uses', () => {
    for (const city of Object.values(KNOWN_CITIES)) {
      const place = placeById(city.geoNameId)
      expect(place).toMatchObject({
        geoNameId: city.geoNameId,
        name: city.name,
        stateCode: city.stateCode,
        countryCode: city.countryCode,
      })
      expect(place?.latitude).toBeCloseTo(city.latitude, 4)
      expect(place?.longitude).toBeCloseTo(city.longitude, 4)
    }
  })

  it('returns undefined for unknown or malformed ids', () => {
    for (const id of [0, -1, 1, 2.5, Number.NaN, 99_999_999]) expect(placeById(id)).toBeUndefined()
  })
})

describe('searchPlacesByName', () => {
  const names = (text: string, limit?: number) =>
    searchPlacesByName(text, limit).map((p) => `${p.name}, ${p.countryCode}`)

  it('ranks by population, most populous first', () => {
    const places = searchPlacesByName('par')
    expect(places[0]?.name).toBe('Paris')
    expect(places).toHaveLength(10)
    for (let i = 1; i < places.length; i++) {
      expect(places[i - 1]?.population ?? 0).toBeGreaterThanOrEqual(places[i]?.population ?? 0)
    }
    expect(names('lond', 3)).toEqual(['London, GB', 'Londrina, BR', 'London, CA'])
  })

  it('returns the ten most populous of a large prefix range', () => {
    const top = searchPlacesByName('san')
    const all = searchPlacesByName('san', 100_000)
    expect(all.length).toBeGreaterThan(1000)
    expect(top).toEqual(all.slice(0, 10))
    expect(all.every((p) => normalizeName(p.name).startsWith('san'))).toBe(true)
  })

  it('matches without accents, case or punctuation', () => {
    expect(names('sao paulo', 1)).toEqual(['São Paulo, BR'])
    expect(names('SÃO PAULO', 1)).toEqual(['São Paulo, BR'])
    expect(names('zurich', 1)).toEqual(['Zürich, CH'])
    expect(names('saint etienne', 1)).toEqual(['Saint-Étienne, FR'])
    expect(names('new york', 1)).toEqual(['New York City, US'])
  })

  it('gives the fields of a geo location result', () => {
    expect(searchPlacesByName('New York City', 1)[0]).toEqual({
      geoNameId: 5128581,
      name: 'New York City',
      stateCode: 'NY',
      countryCode: 'US',
      latitude: 40.71427,
      longitude: -74.00597,
      population: expect.any(Number),
    })
  })

  it('finds nothing for text that matches no name or is only punctuation', () => {
    expect(searchPlacesByName('zzzqqq')).toEqual([])
    expect(searchPlacesByName('---')).toEqual([])
    expect(searchPlacesByName('paris', 0)).toEqual([])
  })
})
