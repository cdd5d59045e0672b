import { describe, expect, it } from 'vitest'
import { boundingBox, EARTH_RADIUS_KM } from '~/server/seens/list-filters'
import { newShortName, SHORT_NAME_PATTERN } from '~/server/seens/short-name'
import { trendingScore } from '~/server/seens/trending'
import { haversineKm } from '~/shared/geo'

const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) =>
  haversineKm({ latitude: lat1, longitude: lng1 }, { latitude: lat2, longitude: lng2 })

describe('boundingBox', () => {
  it('contains every point of the circle', () => {
    for (const [lat, lng] of [
      [0, 0],
      [60, 10],
      [-33.9, 151.2],
      [70, 179.9],
    ] as const) {
      const box = boundingBox(lat, lng, 100)
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const b = (bearing * Math.PI) / 180
        const d = 99.9 / EARTH_RADIUS_KM
        const la = Math.asin(
          Math.sin(lat * (Math.PI / 180)) * Math.cos(d) +
            Math.cos(lat * (Math.PI / 180)) * Math.sin(d) * Math.cos(b),
        )
        let lo =
          lng * (Math.PI / 180) +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(lat * (Math.PI / 180)),
            Math.cos(d) - Math.sin(lat * (Math.PI / 180)) * Math.sin(la),
          )
        const pLat = la / (Math.PI / 180)
        lo = lo / (Math.PI / 180)
        const pLng = ((lo + 540) % 360) - 180
        expect(haversine(lat, lng, pLat, pLng)).toBeLessThan(100)
        expect(pLat).toBeGreaterThanOrEqual(box.latMin)
        expect(pLat).toBeLessThanOrEqual(box.latMax)
        if (box.lngRanges.length > 0) {
          expect(box.lngRanges.some(([w, e]) => pLng >= w && pLng <= e)).toBe(true)
        }
      }
    }
  })

  it('splits at the antimeridian and gives up on longitude near a pole', () => {
    expect(boundingBox(0, 179.8, 50).lngRanges).toHaveLength(2)
    expect(boundingBox(89.8, 0, 50).lngRanges).toHaveLength(0)
  })
})

describe('trendingScore', () => {
  const t0 = new Date('2026-06-01T00:00:00Z')
  const dayLater = new Date(t0.getTime() + 86_400_000)

  it('rises with engagement, weighting bookmarks 2 and appearances 3', () => {
    const base = trendingScore({ likes: 0, bookmarks: 0, appearances: 0 }, t0)
    expect(trendingScore({ likes: 2, bookmarks: 0, appearances: 0 }, t0)).toBeCloseTo(
      trendingScore({ likes: 0, bookmarks: 1, appearances: 0 }, t0),
    )
    expect(trendingScore({ likes: 3, bookmarks: 0, appearances: 0 }, t0)).toBeCloseTo(
      trendingScore({ likes: 0, bookmarks: 0, appearances: 1 }, t0),
    )
    expect(trendingScore({ likes: 1, bookmarks: 0, appearances: 0 }, t0)).toBeGreaterThan(base)
  })

  it('lets a day of recency weigh as much as e times (1 + engagement)', () => {
    const old = trendingScore({ likes: 10, bookmarks: 0, appearances: 0 }, t0)
    expect(trendingScore({ likes: 4, bookmarks: 0, appearances: 0 }, dayLater)).toBeGreaterThan(old)
    expect(trendingScore({ likes: 2, bookmarks: 0, appearances: 0 }, dayLater)).toBeLessThan(old)
    expect(
      trendingScore({ likes: 0, bookmarks: 0, appearances: 0 }, dayLater) -
        trendingScore({ likes: 0, bookmarks: 0, appearances: 0 }, t0),
    ).toBeCloseTo(1)
  })
})

describe('newShortName', () => {
  it('is 12 random URL-safe characters', () => {
    const names = new Set(Array.from({ length: 1000 }, newShortName))
    expect(names.size).toBe(1000)
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(SHORT_NAME_PATTERN.test(newShortName())).toBe(true)
  })
})
