import { type RawCity, readPackagedCities } from './cities-pbf'

/** GeoNames feature codes of places that no longer exist (historical, abandoned, destroyed). */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW'])
/** A section of a populated place (Mitte, Hell's Kitchen): findable by name, never "nearest". */
const SECTION = 'PPLX'
/** Coordinates are stored with five decimals, as integers: exact and compact. */
export const COORD_SCALE = 1e5

/**
 * The gazetteer as parallel columns, one row per place, rows sorted by GeoNames id so an id is
 * found by binary search. Codes (country, admin1) are indexes into one small string table.
 */
export interface Gazetteer {
  readonly size: number
  readonly ids: Int32Array
  readonly names: readonly string[]
  readonly countries: Uint16Array
  readonly states: Uint16Array
  readonly codes: readonly string[]
  /** Latitude and longitude in 1e-5 degrees. */
  readonly lat: Int32Array
  readonly lng: Int32Array
  readonly population: Uint32Array
  /** 1 for sections of a city (PPLX). */
  readonly section: Uint8Array
}

export function buildGazetteer(raw: readonly RawCity[] = readPackagedCities()): Gazetteer {
  const rows = raw.filter((city) => !GONE.has(city.featureCode))
  rows.sort((a, b) => a.cityId - b.cityId)
  const size = rows.length
  const codeIndex = new Map<string, number>()
  const codes: string[] = []
  const code = (value: string) => {
    let index = codeIndex.get(value)
    if (index === undefined) {
      index = codes.push(value) - 1
      codeIndex.set(value, index)
    }
    return index
  }
  const g = {
    size,
    ids: new Int32Array(size),
    names: new Array<string>(size),
    countries: new Uint16Array(size),
    states: new Uint16Array(size),
    codes,
    lat: new Int32Array(size),
    lng: new Int32Array(size),
    population: new Uint32Array(size),
    section: new Uint8Array(size),
  }
  rows.forEach((city, i) => {
    g.ids[i] = city.cityId
    g.names[i] = city.name
    g.countries[i] = code(city.country)
    g.states[i] = code(city.adminCode)
    g.lat[i] = city.lat
    g.lng[i] = city.lng
    g.population[i] = city.population
    g.section[i] = city.featureCode === SECTION ? 1 : 0
  })
  return g
}

/** Row of a GeoNames id, or -1. */
export function rowOfId(g: Gazetteer, geoNameId: number): number {
  let low = 0
  let high = g.size - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    const id = g.ids[mid] ?? 0
    if (id === geoNameId) return mid
    if (id < geoNameId) low = mid + 1
    else high = mid - 1
  }
  return -1
}
