import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships } from '~/server/db/schema'
import { MSG } from '~/shared/messages'
import { type SeenDetail, seenDetail } from '~/shared/schemas/seen-detail'
import { api, type CookieJar, createTestApp, type TestApp } from './helpers'
import { createSeen, DAY, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let member: TestUser
let stranger: TestUser
const byType: Record<number, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'detail_host')
  member = await register(t, 'detail_member')
  stranger = await register(t, 'detail_stranger')
  for (const type of [1, 2, 3, 4, 5, 6]) {
    byType[type] = await createSeen(t, host, {
      seenAccessibilityType: type,
      seenName: `Type ${type}`,
    })
    const [row] = await t.db.query.seens.findMany({
      where: (seen, { eq }) => eq(seen.shortName, byType[type] ?? ''),
    })
    await t.db
      .insert(memberships)
      .values({ userId: member.id, seenId: row?.id ?? '', joinedVia: 'self' })
  }
})
afterAll(() => t.close())

const detail = async (shortName: string, jar?: CookieJar, query = '?limit=15&offset=0') => {
  const res = await api(t.app, jar).get(`/api/seen/${shortName}${query}`)
  return { status: res.status, body: (await res.json()) as { seen: SeenDetail; errors?: unknown } }
}

describe('GET /api/seen/{shortname}', () => {
  it('answers the docs/product.md#records detail with the viewer relation', async () => {
    const { status, body } = await detail(byType[1] ?? '', host.jar)
    expect(status).toBe(200)
    expect(v.is(seenDetail, body.seen)).toBe(true)
    expect(body.seen).toMatchObject({
      shortName: byType[1],
      seenShortName: byType[1],
      seenName: 'Type 1',
      seenAccessibilityType: 1,
      durationHours: 3,
      preSeenDays: 1,
      postSeenDays: 1,
      timeZoneId: 'Europe/Paris',
      cityName: 'Paris',
      countryCode: 'FR',
      createdBy: 'detail_host',
      createdById: host.id,
      requiresApproval: false,
      active: true,
      appearanceCount: 0,
      appearances: [],
      isCreator: true,
      isMember: true,
      hasEditPermission: true,
      canRequestJoin: false,
      // preSeenDays 1 and a start one day ahead: live from now.
      canPostAppearance: true,
    })
    const start = new Date(body.seen.startDateTime).getTime()
    expect(new Date(body.seen.endDateTime).getTime() - start).toBe(3 * 60 * 60 * 1000)
    expect(body.seen.createdDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(body.seen.imageInfo?.path).toMatch(/^\/media\//)
    // Every docs/product.md#records ImageInfo key but the upload-only `image` is answered, cdnUrl
    // null here.
    expect(body.seen.imageInfo).toMatchObject({ cdnUrl: null, contentType: 'image/jpeg' })
    expect(body.seen.imageInfo).not.toHaveProperty('image')
  })

  it('tells a stranger they are neither creator nor member, and may request to join type 3', async () => {
    const { body } = await detail(byType[3] ?? '', stranger.jar)
    expect(body.seen).toMatchObject({
      isCreator: false,
      isMember: false,
      hasEditPermission: false,
      canRequestJoin: true,
    })
  })

  it('reports canPostAppearance per type and role while live, never after', async () => {
    expect((await detail(byType[2] ?? '', stranger.jar)).body.seen.canPostAppearance).toBe(true)
    expect((await detail(byType[2] ?? '')).body.seen.canPostAppearance).toBe(false)
    expect((await detail(byType[3] ?? '', stranger.jar)).body.seen.canPostAppearance).toBe(false)
    expect((await detail(byType[3] ?? '', member.jar)).body.seen.canPostAppearance).toBe(true)
    t.clock.advance(3 * DAY)
    try {
      const after = (await detail(byType[1] ?? '', host.jar)).body.seen
      expect(after).toMatchObject({ canPostAppearance: false, hasEditPermission: false })
    } finally {
      t.clock.advance(-3 * DAY)
    }
  })

  const visibility: [number, boolean, boolean, boolean, boolean][] = [
    // type, guest, stranger, member, creator
    [1, true, true, true, true],
    [2, true, true, true, true],
    [3, true, true, true, true],
    [4, true, true, true, true],
    [5, true, true, true, true],
    [6, false, false, true, true],
  ]
  it.each(visibility)(
    'type %i: guest %s, stranger %s, member %s, creator %s (hidden = 404)',
    async (type, guest, strangerSees, memberSees, creatorSees) => {
      const shortName = byType[type] ?? ''
      const expectations: [CookieJar | undefined, boolean][] = [
        [undefined, guest],
        [stranger.jar, strangerSees],
        [member.jar, memberSees],
        [host.jar, creatorSees],
      ]
      for (const [jar, visible] of expectations) {
        const { status, body } = await detail(shortName, jar)
        expect(status).toBe(visible ? 200 : 404)
        if (!visible)
          expect(body).toEqual({
            success: false,
            errors: { userMessage: [MSG.notFound] },
            errorMessage: MSG.notFound,
          })
      }
    },
  )

  it('answers 404 for an unknown or malformed short name', async () => {
    expect((await detail('NoSuchSeen12')).status).toBe(404)
    expect((await detail('x')).status).toBe(404)
    expect((await detail('%3Cscript%3E')).status).toBe(404)
  })

  it('refuses a bad page with 400', async () => {
    for (const query of ['?offset=-1', '?offset=999999', '?limit=0', '?limit=x']) {
      expect((await detail(byType[1] ?? '', undefined, query)).status).toBe(400)
    }
  })
})
