import type { LatLng } from '~/shared/geo'
import type { GeoLocation } from '~/shared/schemas/location'
import { buildGazetteer, COORD_SCALE, type Gazetteer, rowOfId } from './gazetteer'
import { buildNameIndex, type NameIndex, searchByName } from './name-index'
import { buildGridIndex, type GridIndex, searchNearest } from './nearest-index'

export { normalizeName } from './name-index'

/**
 * A place of the gazetteer: the API's geo location result (docs/product.md#records plus ids and
 * codes).
 */
export type Place = GeoLocation

export interface GazetteerStats {
  places: number
  /** Time to read the package and build both indexes, in milliseconds. */
  loadMs: number
}

interface Loaded {
  g: Gazetteer
  names: NameIndex
  grid: GridIndex
  stats: GazetteerStats
}

let loaded: Loaded | undefined

/**
 * Reads the gazetteer and builds its indexes once (about half a second, synchronous); later
 * calls return at once. The server may call it at start so no request pays for it.
 */
export function loadGazetteer(): GazetteerStats {
  if (!loaded) {
    const started = performance.now()
    const g = buildGazetteer()
    const names = buildNameIndex(g)
    const grid = buildGridIndex(g)
    loaded = {
      g,
      names,
      grid,
      stats: { places: g.size, loadMs: Math.round(performance.now() - started) },
    }
  }
  return loaded.stats
}

function gazetteer(): Loaded {
  loadGazetteer()
  if (!loaded) throw new Error('gazetteer failed to load')
  return loaded
}

function placeAt(g: Gazetteer, row: number): Place {
  const state = g.codes[g.states[row] ?? 0] ?? ''
  return {
    geoNameId: g.ids[row] ?? 0,
    name: g.names[row] ?? '',
    stateCode: state === '' ? null : state,
    countryCode: g.codes[g.countries[row] ?? 0] ?? '',
    latitude: (g.lat[row] ?? 0) / COORD_SCALE,
    longitude: (g.lng[row] ?? 0) / COORD_SCALE,
    population: g.population[row] ?? 0,
  }
}

/** The place with this GeoNames id, or undefined (use it to validate a submitted city). */
export function placeById(geoNameId: number): Place | undefined {
  const { g } = gazetteer()
  const row = Number.isInteger(geoNameId) ? rowOfId(g, geoNameId) : -1
  return row < 0 ? undefined : placeAt(g, row)
}

export const DEFAULT_NAME_LIMIT = 10

/** Places whose name starts with `text`, ignoring case and accents; most populous first. */
export function searchPlacesByName(text: string, limit = DEFAULT_NAME_LIMIT): Place[] {
  const { g, names } = gazetteer()
  return searchByName(g, names, text, limit).map((row) => placeAt(g, row))
}

export const DEFAULT_NEAREST_LIMIT = 5
/** Far enough to name the nearest town in thinly settled land, near enough to stay local. */
export const DEFAULT_NEAREST_MAX_KM = 200

/**
 * Roughly how far a place extends: 1 km per 10,000 inhabitants' square root (New York City
 * about 29 km, a town of 10,000 1 km), at least 1 km.
 */
export const reachKm = (population: number) => Math.max(1, Math.sqrt(population) / 100)

export interface NearestOptions {
  limit?: number
  maxKm?: number
}

/**
 * The places a point most likely lies in, within `maxKm`: ranked by distance relative to the
 * place's size, so Times Square gives New York City before Weehawken across the river, and a
 * suburb gives itself before the big city next door.
 */
export function nearestPlaces(point: LatLng, options: NearestOptions = {}): Place[] {
  const { g, grid } = gazetteer()
  const hits = searchNearest(g, grid, point, {
    limit: options.limit ?? DEFAULT_NEAREST_LIMIT,
    maxKm: options.maxKm ?? DEFAULT_NEAREST_MAX_KM,
    rank: (row, km) => km / reachKm(g.population[row] ?? 0),
  })
  return hits.map((hit) => placeAt(g, hit.row))
}
