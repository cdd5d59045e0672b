/**
 * GET /api/seen/postable: the live Seens the share page offers for photos shared from the
 * gallery. Each person gets exactly the Seens they may find and post to (docs/product.md#roles),
 * read with the client's own schema; a guest who has posted beside users still gets only open
 * Seens.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { postableSeensResponse } from '~/shared/schemas/postable-seens'
import {
  addMember,
  appearanceRecord,
  makeAppearance,
  makeSeen,
  postAppearance,
} from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let member: TestUser
let stranger: TestUser
const guest = new CookieJar()
/** Live Seens by type, plus one not live yet, one ended and one deactivated (all type 1). */
const live: Record<number, string> = {}
const other: Record<'upcoming' | 'ended' | 'inactive', string> = {
  upcoming: '',
  ended: '',
  inactive: '',
}

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'postable_creator')
  member = await register(t, 'postable_member')
  stranger = await register(t, 'postable_stranger')
  for (const type of [1, 2, 3, 4, 5, 6]) {
    const seen = await makeSeen(t, creator, { type })
    live[type] = seen.shortName
    if (type >= 3) await addMember(t, member, seen.id)
  }
  other.upcoming = (await makeSeen(t, creator, { live: false })).shortName
  const inactive = await makeSeen(t, creator)
  await t.db.update(seens).set({ active: false }).where(eq(seens.id, inactive.id))
  other.inactive = inactive.shortName
  const ended = await makeSeen(t, creator)
  other.ended = ended.shortName
  const past = new Date(t.clock.now().getTime() - 60_000)
  await t.db.update(seens).set({ liveUntil: past, endAt: past }).where(eq(seens.id, ended.id))
  // Guest and user posts side by side on the open Seen.
  await makeAppearance(t, guest, live[1] ?? '', { headline: 'guest post' })
  await makeAppearance(t, stranger.jar, live[1] ?? '', { headline: 'user post' })
})
afterAll(() => t.close())

async function postable(jar: CookieJar | undefined) {
  const res = await api(t.app, jar).get('/api/seen/postable')
  expect(res.status).toBe(200)
  return v.parse(postableSeensResponse, await res.json()).seenList
}
const names = (list: { shortName: string }[]) => list.map((s) => s.shortName).sort()
const ofTypes = (...types: number[]) => types.map((type) => live[type] ?? '').sort()

describe('GET /api/seen/postable', () => {
  it('offers a guest the live Seens open to anyone that lists show (type 1)', async () => {
    expect(names(await postable(guest))).toEqual(ofTypes(1))
    expect(names(await postable(undefined))).toEqual(ofTypes(1))
  })

  it('offers a signed-in stranger the live public Seens open to users (types 1 and 2)', async () => {
    expect(names(await postable(stranger.jar))).toEqual(ofTypes(1, 2))
  })

  it('offers a member every live Seen they belong to, private ones too, theirs first', async () => {
    const list = await postable(member.jar)
    expect(names(list)).toEqual(ofTypes(1, 2, 3, 4, 5, 6))
    expect(names(list.slice(0, 4))).toEqual(ofTypes(3, 4, 5, 6))
  })

  it('offers the creator each of their live Seens, never an upcoming, ended or inactive one', async () => {
    const list = names(await postable(creator.jar))
    expect(list).toEqual(ofTypes(1, 2, 3, 4, 5, 6))
    for (const shortName of Object.values(other)) expect(list).not.toContain(shortName)
  })

  it('answers the end of each live window, so an offline copy can leave out what ended', async () => {
    const [first] = await postable(guest)
    const row = await t.db.query.seens.findFirst({ where: eq(seens.shortName, live[1] ?? '') })
    expect(first?.liveUntil).toBe(row?.liveUntil.toISOString())
  })

  it('never offers a Seen whose posts the server refuses; private ones stay unlisted', async () => {
    const offered = new Set(names(await postable(stranger.jar)))
    for (const shortName of [...Object.values(live), other.upcoming]) {
      const res = await postAppearance(t, stranger.jar, await appearanceRecord(shortName))
      if (offered.has(shortName)) expect(res.status, shortName).toBe(200)
    }
    for (const refused of [live[3], live[6], other.upcoming]) {
      const res = await postAppearance(t, stranger.jar, await appearanceRecord(refused ?? ''))
      expect(res.status).not.toBe(200)
      expect(offered.has(refused ?? '')).toBe(false)
    }
    // Types 4 and 5 take a stranger's post by direct link, but lists never show them.
    expect(offered.has(live[4] ?? '')).toBe(false)
    expect(offered.has(live[5] ?? '')).toBe(false)
  })
})
