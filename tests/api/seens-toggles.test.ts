import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seenBookmarks, seenLikes, seens } from '~/server/db/schema'
import { MSG } from '~/shared/messages'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let fan: TestUser
let other: TestUser
let publicSeen: string
let inviteOnly: string
let privateByUrl: string

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'toggle_host')
  fan = await register(t, 'toggle_fan')
  other = await register(t, 'toggle_other')
  publicSeen = await createSeen(t, host)
  inviteOnly = await createSeen(t, host, { seenAccessibilityType: 6 })
  privateByUrl = await createSeen(t, host, { seenAccessibilityType: 4 })
})
afterAll(() => t.close())

const seenId = async (shortName: string) =>
  (await t.db.select({ id: seens.id }).from(seens).where(eq(seens.shortName, shortName)))[0]?.id ??
  ''

const counters = async (shortName: string) =>
  (
    await t.db
      .select({
        likes: seens.likeCount,
        bookmarks: seens.bookmarkCount,
        score: seens.trendingScore,
      })
      .from(seens)
      .where(eq(seens.shortName, shortName))
  )[0]

const likeRows = async (shortName: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(seenLikes)
      .where(eq(seenLikes.seenId, await seenId(shortName)))
  )[0]?.n

async function post(user: TestUser | undefined, path: string, body: unknown, key?: string) {
  const res = await api(t.app, user?.jar).post(path, body, {
    headers: key ? { 'Idempotency-Key': key } : {},
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('POST /api/seen/like', () => {
  it('toggles without a desired state and counts', async () => {
    const before = await counters(publicSeen)
    expect(await post(fan, '/api/seen/like', { seenShortName: publicSeen })).toEqual({
      status: 200,
      body: { success: true, isLiked: true, likeCount: 1 },
    })
    expect((await counters(publicSeen))?.score).toBeGreaterThan(before?.score ?? 0)
    expect((await post(other, '/api/seen/like', { seenShortName: publicSeen })).body).toEqual({
      success: true,
      isLiked: true,
      likeCount: 2,
    })
    expect((await post(fan, '/api/seen/like', { seenShortName: publicSeen })).body).toEqual({
      success: true,
      isLiked: false,
      likeCount: 1,
    })
    expect(await likeRows(publicSeen)).toBe(1)
  })

  it('sets the desired state idempotently', async () => {
    for (let i = 0; i < 3; i++) {
      const { body } = await post(fan, '/api/seen/like', { seenShortName: publicSeen, like: true })
      expect(body).toEqual({ success: true, isLiked: true, likeCount: 2 })
    }
    for (let i = 0; i < 2; i++) {
      const { body } = await post(fan, '/api/seen/like', { seenShortName: publicSeen, like: false })
      expect(body).toEqual({ success: true, isLiked: false, likeCount: 1 })
    }
    expect((await counters(publicSeen))?.likes).toBe(await likeRows(publicSeen))
  })

  it('an Idempotency-Key replay changes the row once', async () => {
    const key = randomUUID()
    const first = await post(fan, '/api/seen/like', { seenShortName: publicSeen }, key)
    const again = await post(fan, '/api/seen/like', { seenShortName: publicSeen }, key)
    expect(first.body).toEqual({ success: true, isLiked: true, likeCount: 2 })
    expect(again).toEqual(first)
    expect(await likeRows(publicSeen)).toBe(2)
  })

  it('401 for a guest, 404 for an unknown or hidden Seen, 400 for a bad body', async () => {
    expect((await post(undefined, '/api/seen/like', { seenShortName: publicSeen })).status).toBe(
      401,
    )
    const unknown = await post(fan, '/api/seen/like', { seenShortName: 'NoSuchSeen12' })
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, errors: { userMessage: [MSG.notFound] }, errorMessage: MSG.notFound },
    })
    expect((await post(fan, '/api/seen/like', { seenShortName: inviteOnly })).status).toBe(404)
    expect(
      (await post(fan, '/api/seen/like', { seenShortName: publicSeen, like: 'yes' })).status,
    ).toBe(400)
    expect((await post(fan, '/api/seen/like', {})).status).toBe(400)
  })

  it('a private Seen opened by its URL (type 4) can be liked', async () => {
    const { body } = await post(fan, '/api/seen/like', { seenShortName: privateByUrl, like: true })
    expect(body).toEqual({ success: true, isLiked: true, likeCount: 1 })
  })
})

describe('POST /api/seen/bookmark', () => {
  it('toggles, sets and counts like the like', async () => {
    expect((await post(fan, '/api/seen/bookmark', { seenShortName: publicSeen })).body).toEqual({
      success: true,
      isBookmarked: true,
      bookmarkCount: 1,
    })
    expect(
      (await post(fan, '/api/seen/bookmark', { seenShortName: publicSeen, bookmark: true })).body,
    ).toEqual({ success: true, isBookmarked: true, bookmarkCount: 1 })
    expect((await post(fan, '/api/seen/bookmark', { seenShortName: publicSeen })).body).toEqual({
      success: true,
      isBookmarked: false,
      bookmarkCount: 0,
    })
  })

  it('an Idempotency-Key replay changes the row once', async () => {
    const key = randomUUID()
    for (let i = 0; i < 3; i++) {
      const { body } = await post(other, '/api/seen/bookmark', { seenShortName: publicSeen }, key)
      expect(body).toEqual({ success: true, isBookmarked: true, bookmarkCount: 1 })
    }
    const rows = await t.db
      .select({ n: count() })
      .from(seenBookmarks)
      .where(
        and(eq(seenBookmarks.userId, other.id), eq(seenBookmarks.seenId, await seenId(publicSeen))),
      )
    expect(rows[0]?.n).toBe(1)
    expect((await counters(publicSeen))?.bookmarks).toBe(1)
  })

  it('401 for a guest and 404 for an invitation-only Seen of others', async () => {
    expect(
      (await post(undefined, '/api/seen/bookmark', { seenShortName: publicSeen })).status,
    ).toBe(401)
    expect((await post(other, '/api/seen/bookmark', { seenShortName: inviteOnly })).status).toBe(
      404,
    )
    expect((await post(host, '/api/seen/bookmark', { seenShortName: inviteOnly })).status).toBe(200)
  })
})
