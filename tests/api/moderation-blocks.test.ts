/**
 * Blocking a poster from a Seen (docs/decisions/112-block-poster.md): the creator blocks the author
 * of an appearance (a user, or a guest's session), sees the list, unblocks. A blocked poster's post
 * or edit there is refused (403) and stores nothing; what they posted before stays.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '~/shared/messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { appearanceListResponse } from '~/shared/schemas/appearance'
import {
  blockedPostersResponse,
  blockPosterResponse,
  unblockPosterResponse,
} from '~/shared/schemas/moderation'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import {
  addMember,
  appearanceRecord,
  makeAppearance,
  makeSeen,
  postAppearance,
} from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let poster: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'blk_creator')
  poster = await register(t, 'blk_poster')
  member = await register(t, 'blk_member')
  stranger = await register(t, 'blk_stranger')
})
afterAll(() => t.close())

const block = (jar: CookieJar | undefined, shortName: string, headers = {}) =>
  api(t.app, jar).post(`/api/appearance/block/${encodeURIComponent(shortName)}`, {}, { headers })
const unblock = (jar: CookieJar | undefined, blockId: unknown) =>
  api(t.app, jar).post('/api/seen/blocked-posters/unblock', { blockId })
const blockedList = (jar: CookieJar | undefined, seenShortName: string) =>
  api(t.app, jar).get(`/api/seen/blocked-posters/${encodeURIComponent(seenShortName)}`)

async function blockOk(shortName: string) {
  const res = await block(creator.jar, shortName)
  expect(res.status).toBe(200)
  return v.parse(blockPosterResponse, await res.json()).blockedPoster
}
async function listOf(seenShortName: string) {
  const res = await blockedList(creator.jar, seenShortName)
  expect(res.status).toBe(200)
  return v.parse(blockedPostersResponse, await res.json()).blockedPosters
}
async function headlines(jar: CookieJar | undefined, seenShortName: string) {
  const res = await api(t.app, jar).get(`/api/appearance/list/${seenShortName}?limit=50`)
  return v.parse(appearanceListResponse, await res.json()).appearances.map((a) => a.headline)
}
const message = async (res: Response) =>
  ((await res.json()) as { errors: { userMessage: string[] } }).errors.userMessage[0]

describe('blocking a poster from posting to a Seen', () => {
  it('a blocked user is refused (403) and nothing is stored; earlier posts stay; others post', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const earlier = await makeAppearance(t, poster.jar, seen.shortName, { headline: 'earlier' })
    await makeAppearance(t, new CookieJar(), seen.shortName, { headline: 'a guest' })
    const blocked = await blockOk(earlier)
    expect(blocked).toMatchObject({
      seenShortName: seen.shortName,
      displayName: 'blk_poster Display',
      username: 'blk_poster',
      isGuest: false,
    })

    const before = await dbSnapshot(t.db)
    const refused = await postAppearance(t, poster.jar, await appearanceRecord(seen.shortName))
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.userMessage).toEqual([MODERATION_MSG.postBlocked])
    const edit = await postAppearance(t, poster.jar, {
      ...(await appearanceRecord(seen.shortName)),
      appearanceShortName: earlier,
      headline: 'swapped',
    })
    expect(edit.status).toBe(403)
    expect(await dbSnapshot(t.db)).toEqual(before)

    const detail = await api(t.app, poster.jar).get(`/api/seen/${seen.shortName}`)
    expect(v.parse(seenDetailResponse, await detail.json()).seen).toMatchObject({
      canPostAppearance: false,
      isBlockedFromPosting: true,
    })
    await makeAppearance(t, member.jar, seen.shortName, { headline: 'member' })
    expect((await headlines(stranger.jar, seen.shortName)).sort()).toEqual([
      'a guest',
      'earlier',
      'member',
    ])
    // The block holds for this Seen only.
    const other = await makeSeen(t, creator, { type: 1 })
    await makeAppearance(t, poster.jar, other.shortName, { headline: 'elsewhere' })
  })

  it('a blocked guest session is refused; another guest is not; the list names them as they posted', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const guest = new CookieJar()
    const posted = await makeAppearance(t, guest, seen.shortName, { displayUserName: 'Party Pete' })
    const blocked = await blockOk(posted)
    expect(blocked).toMatchObject({ displayName: 'Party Pete', username: null, isGuest: true })
    const refused = await postAppearance(t, guest, await appearanceRecord(seen.shortName))
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.userMessage).toEqual([MODERATION_MSG.postBlocked])
    await makeAppearance(t, new CookieJar(), seen.shortName, { headline: 'another guest' })
    // Signing in on that browser does not lift it.
    await api(t.app, guest).form('/account/login', {
      login: 'blk_member',
      password: 'correct horse battery',
    })
    expect((await postAppearance(t, guest, await appearanceRecord(seen.shortName))).status).toBe(
      403,
    )
  })

  it('lists blocks newest first; blocking again changes nothing; unblocking lets them post', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const first = await makeAppearance(t, new CookieJar(), seen.shortName, {
      displayUserName: 'First Guest',
    })
    const second = await makeAppearance(t, poster.jar, seen.shortName)
    const a = await blockOk(first)
    t.clock.advance(1000)
    const b = await blockOk(second)
    expect(await blockOk(second)).toEqual(b)
    expect((await listOf(seen.shortName)).map((p) => p.id)).toEqual([b.id, a.id])

    const res = await unblock(creator.jar, b.id)
    expect(res.status).toBe(200)
    expect(v.parse(unblockPosterResponse, await res.json())).toEqual({ blockId: b.id })
    expect((await listOf(seen.shortName)).map((p) => p.id)).toEqual([a.id])
    await makeAppearance(t, poster.jar, seen.shortName, { headline: 'back again' })
    expect((await unblock(creator.jar, b.id)).status).toBe(404)
  })

  it('an Idempotency-Key replay of a block answers the same', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const shortName = await makeAppearance(t, poster.jar, seen.shortName)
    const key = randomUUID()
    const first = await block(creator.jar, shortName, { 'Idempotency-Key': key })
    const again = await block(creator.jar, shortName, { 'Idempotency-Key': key })
    expect(await again.json()).toEqual(await first.json())
    expect(await listOf(seen.shortName)).toHaveLength(1)
  })

  it('refuses the creator blocking themself, non-creators, guests and strangers; nothing changes', async () => {
    const open = await makeSeen(t, creator, { type: 1 })
    const invitationOnly = await makeSeen(t, creator, { type: 6 })
    await addMember(t, member, invitationOnly.id)
    const own = await makeAppearance(t, creator.jar, open.shortName)
    const guestJar = new CookieJar()
    const guests = await makeAppearance(t, guestJar, open.shortName)
    const hidden = await makeAppearance(t, member.jar, invitationOnly.shortName)
    const existing = await blockOk(guests)
    const before = await dbSnapshot(t.db)

    const self = await block(creator.jar, own)
    expect(self.status).toBe(400)
    expect(await message(self)).toBe(MODERATION_MSG.cannotBlockSelf)
    const byMember = await block(member.jar, hidden)
    expect(byMember.status).toBe(403)
    expect(await message(byMember)).toBe(MODERATION_MSG.onlyCreator)
    expect((await block(poster.jar, guests)).status).toBe(403)
    expect((await block(guestJar, own)).status).toBe(401)
    expect((await block(stranger.jar, hidden)).status).toBe(404)

    expect((await blockedList(member.jar, invitationOnly.shortName)).status).toBe(403)
    expect((await blockedList(stranger.jar, open.shortName)).status).toBe(403)
    expect((await blockedList(stranger.jar, invitationOnly.shortName)).status).toBe(404)
    expect((await blockedList(undefined, open.shortName)).status).toBe(401)
    expect((await blockedList(creator.jar, 'NoSuchSeen123')).status).toBe(404)

    const notYours = await unblock(poster.jar, existing.id)
    expect(notYours.status).toBe(403)
    expect((await unblock(undefined, existing.id)).status).toBe(401)
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect(await message(await unblock(creator.jar, randomUUID()))).toBe(
      MODERATION_MSG.blockNotFound,
    )
    expect((await block(creator.jar, 'NoSuchAppearance1')).status).toBe(404)
    expect(await message(await block(creator.jar, 'NoSuchAppearance1'))).toBe(MSG.notFound)
  })

  it('answers generated bad block ids and short names with a 4xx and changes nothing', async () => {
    const before = await dbSnapshot(t.db)
    const badId = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.uuid(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    )
    await fc.assert(
      fc.asyncProperty(badId, fc.string({ maxLength: 80 }), async (blockId, shortName) => {
        const res = await unblock(creator.jar, blockId)
        expect([400, 404]).toContain(res.status)
        const blocked = await block(creator.jar, shortName)
        await blocked.arrayBuffer()
        expect([400, 404, 405]).toContain(blocked.status)
      }),
      { seed: 112, numRuns: 50 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
