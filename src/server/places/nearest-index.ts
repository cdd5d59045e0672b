import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '~/shared/geo'
import { COORD_SCALE, type Gazetteer } from './gazetteer'

const ROWS = 180
const COLS = 360
const DEG = 180 / Math.PI

/** Places bucketed into 1° × 1° cells (counting sort): cell c holds rows start[c]..start[c+1]. */
export interface GridIndex {
  readonly start: Int32Array
  readonly rows: Int32Array
}

const cellRow = (latitude: number) => Math.min(ROWS - 1, Math.max(0, Math.floor(latitude) + 90))
const cellCol = (longitude: number) => (((Math.floor(longitude) + 180) % COLS) + COLS) % COLS

export function buildGridIndex(g: Gazetteer): GridIndex {
  const cellOf = new Int32Array(g.size)
  const start = new Int32Array(ROWS * COLS + 1)
  for (let i = 0; i < g.size; i++) {
    const cell =
      cellRow((g.lat[i] ?? 0) / COORD_SCALE) * COLS + cellCol((g.lng[i] ?? 0) / COORD_SCALE)
    cellOf[i] = cell
    start[cell + 1] = (start[cell + 1] ?? 0) + 1
  }
  for (let c = 0; c < ROWS * COLS; c++) start[c + 1] = (start[c + 1] ?? 0) + (start[c] ?? 0)
  const fill = start.slice(0, ROWS * COLS)
  const rows = new Int32Array(g.size)
  for (let i = 0; i < g.size; i++) {
    const cell = cellOf[i] ?? 0
    rows[fill[cell] ?? 0] = i
    fill[cell] = (fill[cell] ?? 0) + 1
  }
  return { start, rows }
}

/**
 * The cells that can hold a point within `maxKm` of `p`: the exact great-circle bounding box
 * (J. P. Matuschek, "Finding points within a distance of a latitude/longitude"); every
 * longitude when the circle reaches a pole.
 */
function candidateCells(p: LatLng, maxKm: number): { rows: number[]; cols: number[] } {
  const angle = maxKm / EARTH_RADIUS_KM
  const latMin = p.latitude - angle * DEG
  const latMax = p.latitude + angle * DEG
  const rows: number[] = []
  for (let r = cellRow(latMin); r <= cellRow(latMax); r++) rows.push(r)
  const all = Array.from({ length: COLS }, (_, c) => c)
  if (latMin <= -90 || latMax >= 90 || angle >= Math.PI / 2) return { rows, cols: all }
  const dLng = Math.asin(Math.sin(angle) / Math.cos(p.latitude / DEG)) * DEG
  const first = Math.floor(p.longitude - dLng)
  const last = Math.floor(p.longitude + dLng)
  if (last - first + 1 >= COLS) return { rows, cols: all }
  const cols: number[] = []
  for (let c = first; c <= last; c++) cols.push(cellCol(c))
  return { rows, cols }
}

export interface NearestHit {
  row: number
  km: number
  /** Lower ranks first. */
  rank: number
}

/** How a place within reach is ranked (lower first) from its row and its distance. */
export type RankPlace = (row: number, km: number) => number

export const byDistance: RankPlace = (_row, km) => km

/**
 * The `limit` best-ranked places within `maxKm` of `p` (great-circle), ties by distance;
 * sections of cities are skipped.
 */
export function searchNearest(
  g: Gazetteer,
  grid: GridIndex,
  p: LatLng,
  options: { limit: number; maxKm: number; rank?: RankPlace },
): NearestHit[] {
  const { limit, maxKm, rank = byDistance } = options
  const best: NearestHit[] = []
  const before = (a: NearestHit, b: NearestHit) =>
    a.rank < b.rank || (a.rank === b.rank && a.km < b.km)
  const { rows, cols } = candidateCells(p, maxKm)
  for (const r of rows) {
    for (const c of cols) {
      const cell = r * COLS + c
      for (let k = grid.start[cell] ?? 0; k < (grid.start[cell + 1] ?? 0); k++) {
        const row = grid.rows[k] ?? 0
        if (g.section[row]) continue
        const km = haversineKm(p, {
          latitude: (g.lat[row] ?? 0) / COORD_SCALE,
          longitude: (g.lng[row] ?? 0) / COORD_SCALE,
        })
        if (km > maxKm) continue
        const hit = { row, km, rank: rank(row, km) }
        const last = best.at(-1)
        if (best.length >= limit && (!last || !before(hit, last))) continue
        let at = best.length
        while (at > 0 && before(hit, best[at - 1] ?? hit)) at--
        best.splice(at, 0, hit)
        if (best.length > limit) best.pop()
      }
    }
  }
  return best
}
