import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, seens, seenTags } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { endOf, liveWindow } from '~/shared/live'
import { MSG } from '~/shared/messages'
import { SEEN_MSG } from '~/shared/seen-messages'
import { api, createTestApp, type TestApp } from './helpers'
import {
  createSeen,
  DAY,
  postSeen,
  register,
  seenRecord,
  type TestUser,
  tinyPhoto,
} from './seens-fixtures'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'creator_host')
})
afterAll(() => t.close())

const seenRow = async (shortName: string) => {
  const [row] = await t.db.select().from(seens).where(eq(seens.shortName, shortName))
  if (!row) throw new Error('no row')
  return row
}

describe('POST /api/seen (create)', () => {
  it('creates the Seen, makes the creator a member and answers its short name', async () => {
    const record = await seenRecord(t)
    const res = await postSeen(t, host.jar, record)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { success: boolean; seenShortName: string }
    expect(body.success).toBe(true)
    expect(body.seenShortName).toMatch(/^[A-Za-z0-9]{12}$/)

    const row = await seenRow(body.seenShortName)
    expect(row).toMatchObject({
      seenName: 'Garden Concert',
      accessibilityType: 1,
      locationType: 1,
      cityName: 'Paris',
      geoNameId: KNOWN_CITIES.paris.geoNameId,
      latitude: KNOWN_CITIES.paris.latitude,
      createdById: host.id,
      likeCount: 0,
      timeZoneId: 'Europe/Paris',
    })
    expect(row.endAt.toISOString()).toBe(endOf(record.startDateTime, 3).toISOString())
    const window = liveWindow(record)
    expect(row.liveFrom.toISOString()).toBe(window.from.toISOString())
    expect(row.liveUntil.toISOString()).toBe(window.until.toISOString())
    expect(row.image?.path).toMatch(/^\/media\/seens\//)
    expect(row.image?.image).toBeUndefined()
    const member = await t.db.select().from(memberships).where(eq(memberships.seenId, row.id))
    expect(member).toEqual([expect.objectContaining({ userId: host.id, joinedVia: 'creator' })])
    const photo = await t.app.request(row.image?.thumbnailPath ?? '')
    expect(photo.status).toBe(200)
  })

  it('takes the city from the gazetteer, not from the client', async () => {
    const shortName = await createSeen(t, host, {
      geoNameId: KNOWN_CITIES.berlin.geoNameId,
      cityName: 'Atlantis',
      latitude: 0,
      longitude: 0,
    })
    expect(await seenRow(shortName)).toMatchObject({ cityName: 'Berlin', latitude: 52.52437 })
  })

  it('stores the caption sanitized: tags stripped, line breaks as <br>', async () => {
    const shortName = await createSeen(t, host, {
      caption: 'Hello <script>alert("x")</script><b>world</b>\nline two & more',
    })
    expect((await seenRow(shortName)).caption).toBe('Hello world<br>line two &amp; more')
  })

  it('extracts hashtags from headline and caption, lower case and unique', async () => {
    const shortName = await createSeen(t, host, {
      headline: 'Night #Jazz and #Soul',
      caption: 'More #jazz,\n#Late-Night fun page#notatag',
    })
    const row = await seenRow(shortName)
    const tags = await t.db
      .select({ tag: seenTags.tag })
      .from(seenTags)
      .where(eq(seenTags.seenId, row.id))
    expect(tags.map((r) => r.tag).sort()).toEqual(['jazz', 'late-night', 'soul'])
  })

  it('refuses a guest with 401', async () => {
    const res = await postSeen(t, undefined, await seenRecord(t))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      success: false,
      errors: { userMessage: [MSG.notLoggedIn] },
      errorMessage: MSG.notLoggedIn,
    })
  })
})

describe('POST /api/seen (edit)', () => {
  it('lets the creator edit without a new photo; an unchanged start is not re-checked', async () => {
    const shortName = await createSeen(t, host)
    const before = await seenRow(shortName)
    // Two days later the original start lies in the past by more than the -1 day bound.
    t.clock.advance(2 * DAY)
    try {
      const res = await postSeen(t, host.jar, {
        ...(await seenRecord(t)),
        shortName,
        startDateTime: before.startAt.toISOString(),
        seenName: 'Renamed',
        imageInfo: before.image,
        hasPhoto: true,
      })
      expect(res.status, await res.clone().text()).toBe(200)
      expect(await res.json()).toEqual({ success: true, seenShortName: shortName })
      const after = await seenRow(shortName)
      expect(after.seenName).toBe('Renamed')
      expect(after.image).toEqual(before.image)
    } finally {
      t.clock.advance(-2 * DAY)
    }
  })

  it('replaces the photo and deletes the old files', async () => {
    const shortName = await createSeen(t, host)
    const before = await seenRow(shortName)
    const res = await postSeen(t, host.jar, { ...(await seenRecord(t)), shortName })
    expect(res.status).toBe(200)
    const after = await seenRow(shortName)
    expect(after.image?.path).not.toBe(before.image?.path)
    expect((await t.app.request(before.image?.path ?? '')).status).toBe(404)
    expect((await t.app.request(after.image?.path ?? '')).status).toBe(200)
  })

  it("refuses to edit someone else's Seen with 403", async () => {
    const shortName = await createSeen(t, host)
    const other = await register(t, 'creator_other')
    const res = await postSeen(t, other.jar, { ...(await seenRecord(t)), shortName })
    expect(res.status).toBe(403)
    expect((await seenRow(shortName)).seenName).toBe('Garden Concert')
  })

  it('refuses to edit after end + postSeenDays with 403', async () => {
    const shortName = await createSeen(t, host, { postSeenDays: 0, durationHours: 1 })
    const row = await seenRow(shortName)
    t.clock.set(new Date(row.liveUntil.getTime() + 1000))
    try {
      const res = await postSeen(t, host.jar, {
        ...(await seenRecord(t)),
        shortName,
        startDateTime: row.startAt.toISOString(),
      })
      expect(res.status).toBe(403)
      expect((await res.json()).errors.userMessage).toEqual([SEEN_MSG.editNotAllowed])
    } finally {
      t.clock.set(new Date())
    }
  })

  it('answers 404 for an unknown short name', async () => {
    const res = await postSeen(t, host.jar, { ...(await seenRecord(t)), shortName: 'NoSuchSeen99' })
    expect(res.status).toBe(404)
  })
})

describe('POST /api/seen: validation (SPEC §5, generic messages)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['Seen Name required', { seenName: '  ' }, 'seenName', 'Seen Name is required.'],
    [
      'Seen Name max 100',
      { seenName: 'x'.repeat(101) },
      'seenName',
      'Seen Name must not exceed 100 characters.',
    ],
    [
      'Headline max 100',
      { headline: 'x'.repeat(101) },
      'headline',
      'Headline must not exceed 100 characters.',
    ],
    ['Caption required', { caption: '' }, 'caption', 'Caption is required.'],
    [
      'Caption max 500',
      { caption: 'x'.repeat(501) },
      'caption',
      'Caption must not exceed 500 characters.',
    ],
    [
      'accessibility type required',
      { seenAccessibilityType: undefined },
      'seenAccessibilityType',
      'Accessibility Type selection is required.',
    ],
    [
      'accessibility type 0',
      { seenAccessibilityType: 0 },
      'seenAccessibilityType',
      'Accessibility Type selection is required.',
    ],
    [
      'location type required',
      { locationType: 7 },
      'locationType',
      'Location Type selection is required.',
    ],
    ['start required', { startDateTime: '' }, 'startDateTime', 'Start Date is required.'],
    ['duration required', { durationHours: undefined }, 'durationHours', 'Duration is required.'],
    [
      'duration min 0.5',
      { durationHours: 0.25 },
      'durationHours',
      'Duration must not be less than 0.5.',
    ],
    [
      'duration max 24',
      { durationHours: 25 },
      'durationHours',
      'Duration must not be more than 24.',
    ],
    ['days before required', { preSeenDays: undefined }, 'preSeenDays', 'Days Before is required.'],
    [
      'days before max 90',
      { preSeenDays: 91 },
      'preSeenDays',
      'Days Before must not be more than 90.',
    ],
    [
      'days after min 0',
      { postSeenDays: -1 },
      'postSeenDays',
      'Days After must not be less than 0.',
    ],
    ['city required', { geoNameId: undefined }, 'geoNameId', 'City selection is required.'],
    ['city unknown', { geoNameId: 999999999 }, 'geoNameId', SEEN_MSG.citySelectionRequired],
    ['photo required', { imageInfo: null, hasPhoto: true }, 'hasPhoto', 'Photo is required.'],
    [
      'web address a URL',
      { webAddress: 'ftp://example.com' },
      'webAddress',
      'Web Address does not appear to be a valid URL.',
    ],
    [
      'web address max 100',
      { webAddress: `https://e.com/${'x'.repeat(100)}` },
      'webAddress',
      'Web Address must not exceed 100 characters.',
    ],
    [
      'Organizer max 160',
      { sponsor: 'x'.repeat(161) },
      'sponsor',
      'Organizer must not exceed 160 characters.',
    ],
    [
      'Address max 255',
      { addressBlock: 'x'.repeat(256) },
      'addressBlock',
      'Address must not exceed 255 characters.',
    ],
    [
      'Additional Info max 255',
      { contactBlock: 'x'.repeat(256) },
      'contactBlock',
      'Additional Info must not exceed 255 characters.',
    ],
  ]

  it.each(cases)('%s', async (_label, override, field, message) => {
    const seensBefore = (await t.db.select({ n: count() }).from(seens))[0]?.n
    const res = await postSeen(t, host.jar, await seenRecord(t, override))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { success: boolean; errors: Record<string, string[]> }
    expect(body.success).toBe(false)
    expect(body.errors[field]).toContain(message)
    expect(body.errors.userMessage).toContain(message)
    expect((await t.db.select({ n: count() }).from(seens))[0]?.n).toBe(seensBefore)
  })

  it('start date more than a day ago or more than 90 days ahead', async () => {
    for (const offset of [-2 * DAY, 91 * DAY]) {
      const startDateTime = new Date(t.clock.now().getTime() + offset).toISOString()
      const res = await postSeen(t, host.jar, await seenRecord(t, { startDateTime }))
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.startDateTime?.[0]).toMatch(
        /^Start Date must be (greater|less) than \d{4}-\d{2}-\d{2}\.$/,
      )
    }
  })

  it('a photo that is not an image: 400 "Please select an image file."', async () => {
    for (const image of [
      Buffer.from('hello, not a picture').toString('base64'),
      '%%%not-base64%%%',
    ]) {
      const res = await postSeen(t, host.jar, await seenRecord(t, { imageInfo: { image } }))
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.imageInfo).toEqual(['Please select an image file.'])
    }
  })

  it('an undecodable (truncated) image: 400', async () => {
    const truncated = Buffer.from(await tinyPhoto(), 'base64')
      .subarray(0, 40)
      .toString('base64')
    const res = await postSeen(
      t,
      host.jar,
      await seenRecord(t, { imageInfo: { image: truncated } }),
    )
    expect(res.status).toBe(400)
  })

  it('a missing record or malformed JSON: 400', async () => {
    const res = await api(t.app, host.jar).post('/api/seen', { other: 1 })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.userMessage).toEqual([SEEN_MSG.seenRequired])
    const raw = await t.app.request('/api/seen', {
      method: 'POST',
      headers: {
        'X-CSRF': '1',
        'Content-Type': 'application/json',
        Cookie: host.jar.header() ?? '',
      },
      body: '{"createSeenRecord":',
    })
    expect(raw.status).toBe(400)
  })
})
