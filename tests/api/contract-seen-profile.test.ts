/**
 * Contract points of docs/product.md#calls an outside client relies on: Seen create fields, profile
 * saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { START_DATE_INVALID } from '~/shared/schemas/seen-start'
import { SEEN_MSG } from '~/shared/seen-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { DAY, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'contract_host')
})
afterAll(() => t.close())

type Body = {
  success: boolean
  seenShortName?: string
  seen?: Record<string, unknown>
  errors?: Record<string, string[]>
}

async function post(overrides: Record<string, unknown>) {
  const res = await postSeen(t, host.jar, await seenRecord(t, overrides))
  return { status: res.status, body: (await res.json()) as Body }
}

async function detail(shortName: string) {
  const res = await api(t.app, host.jar).get(`/api/seen/${shortName}?limit=15&offset=0`)
  return ((await res.json()) as Body).seen ?? {}
}

describe('POST /api/seen with docs/product.md#records geo location fields only (no geoNameId)', () => {
  const { paris, versailles } = KNOWN_CITIES

  it('finds the city from the point and the detail shows it', async () => {
    const { status, body } = await post({
      geoNameId: undefined,
      cityName: 'Paris',
      stateCode: paris.stateCode,
      latitude: paris.latitude,
      longitude: paris.longitude,
    })
    expect(status).toBe(200)
    const seen = await detail(body.seenShortName ?? '')
    expect(seen).toMatchObject({ cityName: 'Paris', geoNameId: paris.geoNameId })
  })

  it('prefers a place near the point named like the sent city', async () => {
    const { status, body } = await post({
      geoNameId: null,
      cityName: 'Versailles',
      latitude: paris.latitude,
      longitude: paris.longitude,
    })
    expect(status).toBe(200)
    const seen = await detail(body.seenShortName ?? '')
    expect(seen).toMatchObject({ cityName: 'Versailles', geoNameId: versailles.geoNameId })
  })

  it('finds the city by name and state when no point is sent', async () => {
    const { status, body } = await post({ geoNameId: 0, cityName: 'Berlin', stateCode: '16' })
    expect(status).toBe(200)
    expect(await detail(body.seenShortName ?? '')).toMatchObject({ cityName: 'Berlin' })
  })

  it.each([
    ['a point far from any place', { latitude: 0, longitude: -30 }],
    ['impossible coordinates', { cityName: 'Paris', latitude: 999, longitude: 2.35 }],
    ['an unknown city name', { cityName: 'Atlantis Under The Sea' }],
    ['no place fields at all', {}],
  ])('refuses %s with the docs/product.md#validation city message', async (_case, fields) => {
    const { status, body } = await post({ geoNameId: undefined, ...fields })
    expect(status).toBe(400)
    expect(body.errors?.geoNameId).toEqual([SEEN_MSG.citySelectionRequired])
  })

  it('still refuses an unknown geoNameId even with a valid point', async () => {
    const { status, body } = await post({
      geoNameId: 999_999_999,
      latitude: paris.latitude,
      longitude: paris.longitude,
    })
    expect(status).toBe(400)
    expect(body.errors?.geoNameId).toEqual([SEEN_MSG.citySelectionRequired])
  })
})

describe('POST /api/seen start date forms', () => {
  /** The day after tomorrow on the test clock, as YYYY-MM-DD. */
  const day = () => new Date(t.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10)

  it.each([
    ['a zone-less date-time, read in timeZoneId', 'T18:00:00', 'Asia/Tokyo', 'T09:00:00.000Z'],
    ['a zone-less date-time without seconds', 'T18:00', 'Asia/Tokyo', 'T09:00:00.000Z'],
    ['an instant without seconds', 'T18:00Z', 'Asia/Tokyo', 'T18:00:00.000Z'],
    ['an instant with an offset', 'T18:00:00+05:30', 'UTC', 'T12:30:00.000Z'],
  ])('accepts %s', async (_case, time, timeZoneId, stored) => {
    const { status, body } = await post({ startDateTime: `${day()}${time}`, timeZoneId })
    expect(status).toBe(200)
    const seen = await detail(body.seenShortName ?? '')
    expect(seen.startDateTime).toBe(`${day()}${stored}`)
  })

  it('reads a zone-less date-time without a timeZoneId in the zone of its city (decision 168)', async () => {
    const { status, body } = await post({
      startDateTime: `${day()}T18:00:00`,
      timeZoneId: undefined,
    })
    expect(status).toBe(200)
    const seen = await detail(body.seenShortName ?? '')
    expect(seen.timeZoneId).toBe('Europe/Paris')
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    expect(paris.format(new Date(String(seen.startDateTime)))).toBe('18:00')
  })

  it.each([
    ['a bare date', ''],
    ['an impossible hour', 'T25:00:00Z'],
    ['free text', ' tomorrow evening'],
  ])('refuses %s with a clear message', async (_case, time) => {
    const { status, body } = await post({ startDateTime: `${day()}${time}` })
    expect(status).toBe(400)
    expect(body.errors?.startDateTime).toEqual([START_DATE_INVALID])
  })

  it('refuses an impossible day', async () => {
    const { status, body } = await post({ startDateTime: '2026-02-30T10:00:00Z' })
    expect(status).toBe(400)
    expect(body.errors?.startDateTime).toEqual([START_DATE_INVALID])
  })
})

type ProfileBody = { success: boolean; userProfile?: Record<string, unknown> }

async function saveProfile(user: TestUser, userProfile: Record<string, unknown>) {
  const res = await api(t.app, user.jar).post('/api/userprofile', { userProfile })
  return { status: res.status, body: (await res.json()) as ProfileBody }
}

async function myProfile(user: TestUser) {
  const res = await api(t.app, user.jar).get('/api/userprofile')
  return ((await res.json()) as ProfileBody).userProfile ?? {}
}

describe('POST /api/userprofile with docs/product.md#records names', () => {
  it('round-trips the social link spelled LinkedIn', async () => {
    const user = await register(t, 'contract_linked')
    const { status } = await saveProfile(user, {
      displayName: 'Linked Lee',
      socialLinks: { twitter: '@lee', facebook: '', instagram: '', LinkedIn: 'lee-li' },
    })
    expect(status).toBe(200)
    expect((await myProfile(user)).socialLinks).toMatchObject({
      twitter: '@lee',
      LinkedIn: 'lee-li',
      linkedIn: 'lee-li',
    })
  })

  it('takes LinkedIn over a stale linkedIn sent back beside it', async () => {
    const user = await register(t, 'contract_both')
    await saveProfile(user, { displayName: 'Both', socialLinks: { linkedIn: 'old' } })
    const loaded = (await myProfile(user)).socialLinks as Record<string, string>
    await saveProfile(user, { displayName: 'Both', socialLinks: { ...loaded, LinkedIn: 'new' } })
    expect((await myProfile(user)).socialLinks).toMatchObject({ LinkedIn: 'new' })
  })
})

describe('POST /api/userprofile with only some fields', () => {
  it('keeps every stored setting the request leaves out', async () => {
    const user = await register(t, 'contract_partial')
    await saveProfile(user, {
      displayName: 'Pat Before',
      bio: 'Keeps bees.',
      theme: 'dark',
      interests: ['Bees'],
      socialLinks: { twitter: '@pat', LinkedIn: 'pat-li' },
      professionalInfo: { company: 'Hive', position: 'Keeper', industry: 'Farming' },
      slideshowSpeedSeconds: 9,
      slideshowShowCaption: false,
    })
    const { status, body } = await saveProfile(user, {
      displayName: 'Pat After',
      professionalInfo: { position: 'Head Keeper' },
    })
    expect(status).toBe(200)
    expect(body.userProfile).toMatchObject({
      displayName: 'Pat After',
      bio: 'Keeps bees.',
      theme: 'dark',
      interests: ['Bees'],
      socialLinks: { twitter: '@pat', LinkedIn: 'pat-li' },
      professionalInfo: { company: 'Hive', position: 'Head Keeper', industry: 'Farming' },
      slideshowSpeedSeconds: 9,
      slideshowShowCaption: false,
    })
    expect(await myProfile(user)).toEqual(body.userProfile)
  })

  it('keeps the display name when only the theme is sent, and clears a bio sent empty', async () => {
    const user = await register(t, 'contract_theme')
    await saveProfile(user, { displayName: 'Theo', bio: 'Hello.' })
    const { status, body } = await saveProfile(user, { theme: 'dark', bio: '' })
    expect(status).toBe(200)
    expect(body.userProfile).toMatchObject({ displayName: 'Theo', theme: 'dark', bio: '' })
  })
})
