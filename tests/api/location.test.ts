import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '~/shared/messages'
import { geoLocationsResponse, LOCATION_MSG } from '~/shared/schemas/location'
import { api, createTestApp, type TestApp } from './helpers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

async function places(path: string) {
  const res = await api(t.app).get(path)
  expect(res.status).toBe(200)
  return v.parse(geoLocationsResponse, await res.json()).geoLocations
}

async function badRequest(path: string) {
  const res = await api(t.app).get(path)
  expect(res.status).toBe(400)
  const body = (await res.json()) as { success: boolean; errors: Record<string, string[]> }
  expect(body.success).toBe(false)
  return body.errors
}

describe('GET /api/location/byname/{name}', () => {
  it('reads geoLocations, most populous first', async () => {
    const found = await places('/api/location/byname/par')
    expect(found[0]).toMatchObject({ geoNameId: 2988507, name: 'Paris', countryCode: 'FR' })
    expect(found.length).toBeLessThanOrEqual(10)
    const populations = found.map((p) => p.population)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
  })

  it('matches accents and case, with the name URL-encoded', async () => {
    const found = await places(`/api/location/byname/${encodeURIComponent('SÃO PAULO')}`)
    expect(found[0]).toMatchObject({ name: 'São Paulo', stateCode: '27', countryCode: 'BR' })
    const zurich = await places('/api/location/byname/zurich')
    expect(zurich[0]?.name).toBe('Zürich')
  })

  it('answers an empty list when nothing matches', async () => {
    expect(await places('/api/location/byname/qqqzzz')).toEqual([])
    expect(await places(`/api/location/byname/${encodeURIComponent('a/b?c')}`)).toEqual([])
  })

  it('lets the browser reuse an answer', async () => {
    const res = await api(t.app).get('/api/location/byname/berlin')
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400')
  })

  it('answers no places for 2 characters or fewer (after trimming), the client’s rule', async () => {
    expect(await places('/api/location/byname/Be')).toEqual([])
    expect(await places(`/api/location/byname/${encodeURIComponent('  pa  ')}`)).toEqual([])
  })

  it('refuses names over 100 characters', async () => {
    const long = await badRequest(`/api/location/byname/${'a'.repeat(101)}`)
    expect(long.name).toEqual([LOCATION_MSG.nameTooLong])
  })

  it('requires X-CSRF', async () => {
    const res = await t.app.request('/api/location/byname/paris')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      success: false,
      errors: { userMessage: [MSG.csrfMissing] },
      errorMessage: MSG.csrfMissing,
    })
  })
})

describe('GET /api/location/bycoordinates/{lat}/{lng}', () => {
  it('reads the places a point most likely lies in, best first', async () => {
    const found = await places('/api/location/bycoordinates/40.758/-73.9855')
    expect(found[0]).toMatchObject({ geoNameId: 5128581, name: 'New York City', stateCode: 'NY' })
    expect(found.length).toBeLessThanOrEqual(5)
    const london = await places('/api/location/bycoordinates/51.5074/-0.1278')
    expect(london[0]?.name).toBe('London')
  })

  it('accepts the edges of the range and answers an empty list far from any town', async () => {
    expect(await places('/api/location/bycoordinates/0/-30')).toEqual([])
    expect(await places('/api/location/bycoordinates/-90/180')).toEqual([])
    expect(await places('/api/location/bycoordinates/90/-180')).toEqual([])
  })

  it('refuses absurd coordinates and non-numbers', async () => {
    expect((await badRequest('/api/location/bycoordinates/91/0')).lat).toEqual([
      'Latitude must not be more than 90.',
    ])
    expect((await badRequest('/api/location/bycoordinates/0/-180.5')).lng).toEqual([
      'Longitude must not be less than -180.',
    ])
    for (const [lat, lng] of [
      ['abc', '0'],
      ['NaN', '0'],
      ['0', 'Infinity'],
      ['1e2', '0'],
      ['12.', '0'],
      ['0x10', '0'],
      ['1000', '0'],
    ]) {
      const res = await api(t.app).get(`/api/location/bycoordinates/${lat}/${lng}`)
      expect(res.status, `${lat}/${lng}`).toBe(400)
    }
    expect((await badRequest('/api/location/bycoordinates/abc/0')).lat).toEqual([
      LOCATION_MSG.notANumber('Latitude'),
    ])
  })

  it('answers 404 when a coordinate is missing', async () => {
    const res = await api(t.app).get('/api/location/bycoordinates/48.85')
    expect(res.status).toBe(404)
  })

  it('requires X-CSRF', async () => {
    const res = await t.app.request('/api/location/bycoordinates/48.85/2.35')
    expect(res.status).toBe(403)
  })
})
