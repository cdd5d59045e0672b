import { describe, expect, it } from 'vitest'
import { haversineKm } from '~/shared/geo'

const paris = { latitude: 48.8566, longitude: 2.3522 }
const london = { latitude: 51.5074, longitude: -0.1278 }
const newYork = { latitude: 40.7128, longitude: -74.006 }
const sydney = { latitude: -33.8688, longitude: 151.2093 }

describe('haversineKm', () => {
  it('gives known great-circle distances', () => {
    expect(haversineKm(paris, london)).toBeCloseTo(343.6, 0)
    expect(haversineKm(london, newYork)).toBeCloseTo(5570, -1)
    expect(haversineKm(newYork, sydney)).toBeCloseTo(15_990, -2)
  })

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(paris, paris)).toBe(0)
    expect(haversineKm(paris, london)).toBe(haversineKm(london, paris))
  })

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.2,
      1,
    )
  })

  it('takes the short way across the antimeridian', () => {
    const west = { latitude: 0, longitude: 179.5 }
    const east = { latitude: 0, longitude: -179.5 }
    expect(haversineKm(west, east)).toBeCloseTo(111.2, 1)
  })

  it('stays finite for antipodal points (half the circumference)', () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })
    expect(km).toBeCloseTo(Math.PI * 6371.0088, 3)
  })
})
