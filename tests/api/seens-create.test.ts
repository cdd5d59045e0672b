import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, seens, seenTags } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { endOf, liveWindow } from '~/shared/live'
import { MSG } from '~/shared/messages'
import { SEEN_MSG } from '~/shared/seen-messages'
import { createTestApp, type TestApp } from './helpers'
import { createSeen, DAY, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

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
