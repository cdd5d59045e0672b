/** Shared set-up for the Seen API tests: users, a tiny photo, valid records, direct inserts. */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect } from 'vitest'
import { memberships, seens, users } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { newShortName } from '~/server/seens/short-name'
import { trendingScore } from '~/server/seens/trending'
import { liveWindow } from '~/shared/live'
import { api, CookieJar, type TestApp } from './helpers'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

let photo: string | undefined

/** A small real PNG, base64, as the client would send it. */
export async function tinyPhoto(): Promise<string> {
  photo ??= (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
  ).toString('base64')
  return photo
}

export interface TestUser {
  jar: CookieJar
  id: string
  username: string
}

/** Register (and sign in) a user; each call needs a unique username. */
export async function register(t: TestApp, username: string): Promise<TestUser> {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form('/account/register', {
    username,
    displayName: `${username} Display`,
    email: `${username}@example.com`,
    password: 'correct horse battery',
  })
  expect(res.status).toBe(303)
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`user ${username} was not created`)
  return { jar, id: row.id, username }
}

/** A valid docs/product.md#validation Seen form record, starting one day after the test clock. */
export async function seenRecord(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    shortName: '-new-',
    seenName: 'Garden Concert',
    headline: 'Music under the trees #music',
    caption: 'Bring a blanket.\nDoors at six. #outdoor',
    seenAccessibilityType: 1,
    requiresApproval: false,
    locationType: 1,
    startDateTime: new Date(t.clock.now().getTime() + DAY).toISOString(),
    durationHours: 3,
    preSeenDays: 1,
    postSeenDays: 1,
    timeZoneId: 'Europe/Paris',
    geoNameId: KNOWN_CITIES.paris.geoNameId,
    hasPhoto: true,
    imageInfo: { image: await tinyPhoto() },
    ...overrides,
  }
}

export const postSeen = (t: TestApp, jar: CookieJar | undefined, record: unknown) =>
  api(t.app, jar).post('/api/seen', { createSeenRecord: record })

/** Create a Seen through the API and return its short name. */
export async function createSeen(
  t: TestApp,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postSeen(t, user.jar, await seenRecord(t, overrides))
  const body = (await res.json()) as { seenShortName?: string; errors?: unknown }
  expect(res.status, JSON.stringify(body)).toBe(200)
  return body.seenShortName ?? ''
}

export interface InsertOptions {
  type?: number
  score?: number
  start?: Date
  city?: keyof typeof KNOWN_CITIES
  name?: string
}

/** Insert a Seen row directly (fast, exact scores) with its creator as member. */
export async function insertSeen(t: TestApp, creatorId: string, options: InsertOptions = {}) {
  const start = options.start ?? new Date(t.clock.now().getTime() + DAY)
  const window = liveWindow({
    startDateTime: start,
    durationHours: 2,
    preSeenDays: 0,
    postSeenDays: 0,
  })
  const city = KNOWN_CITIES[options.city ?? 'london']
  const shortName = newShortName()
  const [row] = await t.db
    .insert(seens)
    .values({
      shortName,
      seenName: options.name ?? `Seen ${shortName}`,
      caption: 'Inserted',
      locationType: 1,
      accessibilityType: options.type ?? 1,
      geoNameId: city.geoNameId,
      cityName: city.name,
      stateCode: city.stateCode,
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      startAt: start,
      endAt: new Date(start.getTime() + 2 * HOUR),
      durationHours: 2,
      liveFrom: window.from,
      liveUntil: window.until,
      createdById: creatorId,
      trendingScore:
        options.score ?? trendingScore({ likes: 0, bookmarks: 0, appearances: 0 }, t.clock.now()),
    })
    .returning({ id: seens.id })
  if (!row) throw new Error('insert failed')
  await t.db.insert(memberships).values({ userId: creatorId, seenId: row.id, joinedVia: 'creator' })
  return { id: row.id, shortName }
}

export interface ListBody {
  success: boolean
  seenList: { shortName: string; [key: string]: unknown }[]
  errors?: Record<string, string[]>
}

/** GET the trending list with a query string; returns status and body. */
export async function list(t: TestApp, jar: CookieJar | undefined, query = '') {
  const res = await api(t.app, jar).get(`/api/seen/trendinglist${query ? `?${query}` : ''}`)
  return { status: res.status, body: (await res.json()) as ListBody }
}

export const names = (body: ListBody) => body.seenList.map((seen) => seen.shortName)
