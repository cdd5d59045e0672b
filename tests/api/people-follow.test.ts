import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows } from '~/server/db/schema'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, list, names, register, type TestUser } from './seens-fixtures'

let t: TestApp
let fan: TestUser
let star: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  fan = await register(t, 'follow_fan')
  star = await register(t, 'follow_star')
  other = await register(t, 'follow_other')
})
afterAll(() => t.close())

type Body = Record<string, unknown> & { errors?: Record<string, string[]> }

async function post(user: TestUser | undefined, path: string, body: unknown, key?: string) {
  const res = await api(t.app, user?.jar).post(path, body, {
    headers: key ? { 'Idempotency-Key': key } : {},
  })
  return { status: res.status, body: (await res.json()) as Body }
}
async function get(user: TestUser | undefined, path: string) {
  const res = await api(t.app, user?.jar).get(path)
  return { status: res.status, body: (await res.json()) as Body }
}

const followRows = async () => (await t.db.select({ n: count() }).from(follows))[0]?.n
const follow = (user: TestUser | undefined, username: string, body: unknown = {}) =>
  post(user, `/api/userprofile/follow/${username}`, body)

describe('POST /api/userprofile/follow/{username}', () => {
  it('sets the desired state, and a repeat changes nothing', async () => {
    expect(await follow(fan, 'follow_star', { follow: true })).toEqual({
      status: 200,
      body: { success: true, isFollowing: true },
    })
    expect((await follow(fan, 'follow_star', { follow: true })).body.isFollowing).toBe(true)
    expect(await followRows()).toBe(1)
    expect((await follow(fan, 'follow_star', { follow: false })).body.isFollowing).toBe(false)
    expect((await follow(fan, 'follow_star', { follow: false })).body.isFollowing).toBe(false)
    expect(await followRows()).toBe(0)
  })

  it('toggles without a desired state', async () => {
    expect((await follow(fan, 'FOLLOW_STAR')).body.isFollowing).toBe(true)
    expect((await follow(fan, 'follow_star')).body.isFollowing).toBe(false)
  })

  it('replays the same Idempotency-Key without flipping again', async () => {
    const key = crypto.randomUUID()
    const path = '/api/userprofile/follow/follow_other'
    expect((await post(fan, path, {}, key)).body.isFollowing).toBe(true)
    expect((await post(fan, path, {}, key)).body.isFollowing).toBe(true)
    expect((await get(fan, '/api/userprofile/follow-status/follow_other')).body.isFollowing).toBe(
      true,
    )
    await follow(fan, 'follow_other', { follow: false })
  })

  it('refuses a guest with the product’s message', async () => {
    const { status, body } = await follow(undefined, 'follow_star', { follow: true })
    expect(status).toBe(401)
    expect(body.errors?.userMessage).toEqual([PEOPLE_MSG.followNeedsLogin])
  })

  it('refuses following yourself and changes nothing', async () => {
    const { status, body } = await follow(fan, 'follow_fan', { follow: true })
    expect(status).toBe(400)
    expect(body.errors?.userMessage).toEqual([PEOPLE_MSG.cannotFollowSelf])
    expect(await followRows()).toBe(0)
  })

  it('refuses an unknown user', async () => {
    const { status, body } = await follow(fan, 'no_such_user', { follow: true })
    expect(status).toBe(404)
    expect(body.errors?.userMessage).toEqual([PEOPLE_MSG.userNotFound])
  })

  it('refuses a follow that is not a boolean', async () => {
    expect((await follow(fan, 'follow_star', { follow: 'yes' })).status).toBe(400)
    expect(await followRows()).toBe(0)
  })
})

describe('GET /api/userprofile/follow-status/{username}', () => {
  it('reads isFollowing for the viewer; false for a guest; 404 for nobody', async () => {
    await follow(fan, 'follow_star', { follow: true })
    expect((await get(fan, '/api/userprofile/follow-status/follow_star')).body).toEqual({
      success: true,
      isFollowing: true,
    })
    expect((await get(other, '/api/userprofile/follow-status/follow_star')).body.isFollowing).toBe(
      false,
    )
    expect(
      (await get(undefined, '/api/userprofile/follow-status/follow_star')).body.isFollowing,
    ).toBe(false)
    expect((await get(fan, '/api/userprofile/follow-status/nobody_at_all')).status).toBe(404)
  })
})

describe('GET /api/follow/list', () => {
  it('lists followed users newest first with docs/product.md#records fields', async () => {
    t.clock.advance(60_000)
    await follow(fan, 'follow_other', { follow: true })
    const { status, body } = await get(fan, '/api/follow/list')
    expect(status).toBe(200)
    expect(body.errorMessage).toBeNull()
    const users = body.followedUsers as Record<string, unknown>[]
    expect(users.map((u) => u.userName)).toEqual(['follow_other', 'follow_star'])
    expect(users[0]).toEqual({
      userId: other.id,
      userName: 'follow_other',
      displayName: 'follow_other Display',
      avatar: null,
      followDate: t.clock.now().toISOString(),
    })
  })

  it('is empty for someone who follows nobody, and refuses a guest', async () => {
    expect((await get(star, '/api/follow/list')).body.followedUsers).toEqual([])
    expect((await get(undefined, '/api/follow/list')).status).toBe(401)
  })
})

describe('POST /api/follow/unfollow', () => {
  it('removes the follow', async () => {
    const { status, body } = await post(fan, '/api/follow/unfollow', { userIdToUnfollow: other.id })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, errorMessage: null })
    const rows = await t.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.id), eq(follows.followeeId, other.id)))
    expect(rows).toEqual([])
  })

  it('refuses unfollowing someone you do not follow', async () => {
    const { status, body } = await post(fan, '/api/follow/unfollow', { userIdToUnfollow: other.id })
    expect(status).toBe(404)
    expect(body.errors?.userMessage).toEqual([PEOPLE_MSG.notFollowing])
  })

  it('refuses a malformed id and a guest', async () => {
    expect((await post(fan, '/api/follow/unfollow', { userIdToUnfollow: 'abc' })).status).toBe(400)
    expect((await post(fan, '/api/follow/unfollow', {})).status).toBe(400)
    expect(
      (await post(undefined, '/api/follow/unfollow', { userIdToUnfollow: star.id })).status,
    ).toBe(401)
    expect((await get(fan, '/api/follow/list')).body.followedUsers).toHaveLength(1)
  })
})

describe('the list filter following=true', () => {
  it('shows only Seens of followed creators', async () => {
    const starSeen = await createSeen(t, star)
    const otherSeen = await createSeen(t, other)
    const { status, body } = await list(t, fan.jar, 'limit=15&offset=0&following=true')
    expect(status).toBe(200)
    expect(names(body)).toContain(starSeen)
    expect(names(body)).not.toContain(otherSeen)
  })
})
