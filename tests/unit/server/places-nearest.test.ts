import { beforeAll, describe, expect, it } from 'vitest'
import { nearestPlaces, reachKm } from '~/server/places'
import { buildGazetteer, COORD_SCALE, type Gazetteer } from '~/server/places/gazetteer'
import {
  buildGridIndex,
  byDistance,
  type GridIndex,
  type RankPlace,
  searchNearest,
} from '~/server/places/nearest-index'
import { haversineKm, type LatLng } from '~/shared/geo'

let g: Gazetteer
let grid: GridIndex

beforeAll(() => {
  g = buildGazetteer()
  grid = buildGridIndex(g)
})

/** A small deterministic PRNG (mulberry32), so a failing sample can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function bruteForce(p: LatLng, limit: number, maxKm: number, rank: RankPlace) {
  const hits: { row: number; km: number; rank: number }[] = []
  for (let row = 0; row < g.size; row++) {
    if (g.section[row]) continue
    const km = haversineKm(p, {
      latitude: (g.lat[row] ?? 0) / COORD_SCALE,
      longitude: (g.lng[row] ?? 0) / COORD_SCALE,
    })
    if (km <= maxKm) hits.push({ row, km, rank: rank(row, km) })
  }
  hits.sort((a, b) => a.rank - b.rank || a.km - b.km)
  return hits.slice(0, limit)
}

const next = random(20_261_122)
const samples: LatLng[] = [
  ...Array.from({ length: 24 }, () => ({
    latitude: next() * 130 - 60,
    longitude: next() * 360 - 180,
  })),
  { latitude: 48.8566, longitude: 2.3522 },
  { latitude: -17.8, longitude: 179.95 },
  { latitude: -16.5, longitude: -179.9 },
  { latitude: 78.2, longitude: 15.6 },
  { latitude: 89.5, longitude: -40 },
  { latitude: 90, longitude: 0 },
  { latitude: -90, longitude: 0 },
  { latitude: 0, longitude: 180 },
]

describe('searchNearest', () => {
  it('finds what a brute-force scan finds, by distance', () => {
    for (const p of samples) {
      for (const maxKm of [50, 500]) {
        const got = searchNearest(g, grid, p, { limit: 5, maxKm }).map((h) => h.km)
        const want = bruteForce(p, 5, maxKm, byDistance).map((h) => h.km)
        expect(got, JSON.stringify(p)).toEqual(want)
      }
    }
  })

  it('finds what a brute-force scan finds, by size-relative distance', () => {
    const rank: RankPlace = (row, km) => km / reachKm(g.population[row] ?? 0)
    for (const p of samples) {
      const got = searchNearest(g, grid, p, { limit: 5, maxKm: 200, rank }).map((h) => h.row)
      expect(got, JSON.stringify(p)).toEqual(bruteForce(p, 5, 200, rank).map((h) => h.row))
    }
  })

  it('finds every place within a radius that spans the antimeridian and a pole', () => {
    for (const p of [
      { latitude: 65, longitude: 179.5 },
      { latitude: 85, longitude: 0 },
    ]) {
      const got = searchNearest(g, grid, p, { limit: 1000, maxKm: 1500 }).map((h) => h.row)
      const want = bruteForce(p, 1000, 1500, byDistance).map((h) => h.row)
      expect(got.sort()).toEqual(want.sort())
    }
  })
})

describe('nearestPlaces', () => {
  const names = (latitude: number, longitude: number) =>
    nearestPlaces({ latitude, longitude }).map((p) => p.name)

  it('names the city a point lies in before smaller neighbours', () => {
    expect(names(40.758, -73.9855)[0]).toBe('New York City') // Times Square
    expect(names(48.8566, 2.3522)[0]).toBe('Paris')
    expect(names(48.8352, 2.241)[0]).toBe('Boulogne-Billancourt')
    expect(names(35.6595, 139.7005)[0]).toBe('Tokyo') // Shibuya
  })

  it('skips sections of a city and returns at most five', () => {
    const places = nearestPlaces({ latitude: 52.52, longitude: 13.405 })
    expect(places.map((p) => p.name)).not.toContain('Mitte')
    expect(places).toHaveLength(5)
  })

  it('finds nothing in the open ocean', () => {
    expect(nearestPlaces({ latitude: 0, longitude: -30 })).toEqual([])
  })
})
