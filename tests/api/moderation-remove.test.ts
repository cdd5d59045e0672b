/**
 * The host removes any appearance of their Seen (docs/decisions/111-remove-appearance.md): the row,
 * its photo files, its likes and hashtags go; the Seen's counter drops; open pages hear it; nobody
 * else may.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, tags } from '~/server/db/schema'
import { MSG } from '~/shared/messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { appearanceListResponse } from '~/shared/schemas/appearance'
import { LIVE_EVENTS } from '~/shared/schemas/live'
import { removeAppearanceResponse } from '~/shared/schemas/moderation'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { addMember, call, makeAppearance, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { openLive } from './live-client'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'rm_creator')
  member = await register(t, 'rm_member')
  stranger = await register(t, 'rm_stranger')
})
afterAll(() => t.close())

const remove = (jar: CookieJar | undefined, shortName: string, headers = {}) =>
  api(t.app, jar).post(`/api/appearance/remove/${encodeURIComponent(shortName)}`, {}, { headers })

async function stored(shortName: string) {
  const [row] = await t.db
    .select({ image: appearances.image })
    .from(appearances)
    .where(eq(appearances.shortName, shortName))
  return row
}
const mediaFile = (mediaPath: string) =>
  path.join(t.config.DATA_DIR, 'media', mediaPath.replace(/^\/media\//, ''))

async function detail(jar: CookieJar | undefined, shortName: string) {
  const res = await api(t.app, jar).get(`/api/seen/${shortName}?limit=15&offset=0`)
  return v.parse(seenDetailResponse, await res.json()).seen
}
async function listed(jar: CookieJar | undefined, shortName: string) {
  const res = await api(t.app, jar).get(`/api/appearance/list/${shortName}?limit=50`)
  return v.parse(appearanceListResponse, await res.json()).appearances.map((a) => a.headline)
}

describe('POST /api/appearance/remove/{appearanceShortName}', () => {
  it("the creator removes a guest's and a user's photo: row, files, likes, tag and count go", async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const guest = new CookieJar()
    const guestPost = await makeAppearance(t, guest, seen.shortName, {
      headline: 'guest photo #rmtagonly',
    })
    const userPost = await makeAppearance(t, member.jar, seen.shortName, { headline: 'user photo' })
    await makeAppearance(t, member.jar, seen.shortName, { headline: 'stays' })
    await call(t, stranger.jar).post('/api/appearance/like', { appearanceShortName: userPost })
    const files = [(await stored(guestPost))?.image, (await stored(userPost))?.image]
    expect((await detail(stranger.jar, seen.shortName)).appearanceCount).toBe(3)
    expect(await t.db.select().from(tags).where(eq(tags.tag, 'rmtagonly'))).toHaveLength(1)

    for (const [shortName, jar] of [
      [guestPost, guest],
      [userPost, member.jar],
    ] as const) {
      const res = await remove(creator.jar, shortName)
      expect(res.status).toBe(200)
      expect(v.parse(removeAppearanceResponse, await res.json())).toEqual({
        appearanceShortName: shortName,
        seenShortName: seen.shortName,
      })
      expect(await stored(shortName)).toBeUndefined()
      expect((await call(t, jar).get(`/api/appearance/${shortName}`)).status).toBe(404)
    }
    for (const image of files) {
      for (const key of [image?.path, image?.reducedPath, image?.thumbnailPath]) {
        expect(existsSync(mediaFile(key ?? ''))).toBe(false)
      }
    }
    expect(await listed(guest, seen.shortName)).toEqual(['stays'])
    expect(await listed(member.jar, seen.shortName)).toEqual(['stays'])
    expect((await detail(stranger.jar, seen.shortName)).appearanceCount).toBe(1)
    expect(await t.db.select().from(tags).where(eq(tags.tag, 'rmtagonly'))).toHaveLength(0)
  })

  it('removes hidden, pending and past ones too, and the creator’s own', async () => {
    const seen = await makeSeen(t, creator, { type: 1, requiresApproval: true })
    const pending = await makeAppearance(t, member.jar, seen.shortName, { headline: 'pending' })
    const hidden = await makeAppearance(t, member.jar, seen.shortName, { headline: 'hidden' })
    await call(t, member.jar).post(`/api/appearance/hide/${hidden}`, { hide: true })
    const own = await makeAppearance(t, creator.jar, seen.shortName, { headline: 'own' })
    // A week later the Seen is over; its creator still tidies it.
    t.clock.advance(8 * 24 * 60 * 60 * 1000)
    try {
      for (const shortName of [pending, hidden, own]) {
        expect((await remove(creator.jar, shortName)).status).toBe(200)
      }
    } finally {
      t.clock.advance(-8 * 24 * 60 * 60 * 1000)
    }
    expect(await listed(creator.jar, seen.shortName)).toEqual([])
  })

  it('tells open pages: a viewer of the Seen hears the photo removed', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const shortName = await makeAppearance(t, new CookieJar(), seen.shortName)
    const stream = await openLive(t.app, `/api/seen/${seen.shortName}/live`, stranger.jar)
    try {
      expect((await remove(creator.jar, shortName)).status).toBe(200)
      await stream.waitFor(
        (e) => e.event === LIVE_EVENTS.removed && e.data.appearanceShortName === shortName,
      )
    } finally {
      await stream.close()
    }
  })

  it('an Idempotency-Key replay answers the same; a second remove without it is 404', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const shortName = await makeAppearance(t, member.jar, seen.shortName)
    const key = randomUUID()
    const first = await remove(creator.jar, shortName, { 'Idempotency-Key': key })
    const again = await remove(creator.jar, shortName, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    const res = await remove(creator.jar, shortName)
    expect(res.status).toBe(404)
  })

  it('refuses guests (401), the author and members (403), who may not see it (404): nothing changes', async () => {
    const open = await makeSeen(t, creator, { type: 1 })
    const invitationOnly = await makeSeen(t, creator, { type: 6 })
    await addMember(t, member, invitationOnly.id)
    const guest = new CookieJar()
    const guestPost = await makeAppearance(t, guest, open.shortName)
    const memberPost = await makeAppearance(t, member.jar, invitationOnly.shortName)
    const before = await dbSnapshot(t.db)
    const refusal = async (jar: CookieJar | undefined, shortName: string) => {
      const res = await remove(jar, shortName)
      const body = (await res.json()) as { errors: { userMessage: string[] } }
      return { status: res.status, message: body.errors.userMessage[0] }
    }
    expect(await refusal(undefined, guestPost)).toEqual({ status: 401, message: MSG.notLoggedIn })
    expect((await refusal(guest, guestPost)).status).toBe(401)
    expect(await refusal(member.jar, memberPost)).toEqual({
      status: 403,
      message: MODERATION_MSG.onlyCreator,
    })
    expect((await refusal(member.jar, guestPost)).status).toBe(403)
    expect(await refusal(stranger.jar, memberPost)).toEqual({ status: 404, message: MSG.notFound })
    expect((await refusal(creator.jar, 'NoSuchAppearance1')).status).toBe(404)
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('answers generated bad short names with 400 or 404 and changes nothing', async () => {
    const before = await dbSnapshot(t.db)
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (shortName) => {
        const res = await remove(creator.jar, shortName)
        await res.arrayBuffer()
        expect([400, 404, 405]).toContain(res.status)
      }),
      { seed: 111, numRuns: 60 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
