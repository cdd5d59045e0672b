import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearanceLikes, appearances } from '~/server/db/schema'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { MSG } from '~/shared/messages'
import { call, makeAppearance, makeSeen } from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { DAY, register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let author: TestUser
let fan: TestUser
let seen: { id: string; shortName: string }
let moderated: { id: string; shortName: string }

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'act_creator')
  author = await register(t, 'act_author')
  fan = await register(t, 'act_fan')
  seen = await makeSeen(t, creator, { type: 1 })
  moderated = await makeSeen(t, creator, { type: 1, requiresApproval: true })
})
afterAll(() => t.close())

const likeRows = async (shortName: string) => {
  const [row] = await t.db
    .select({ id: appearances.id, likes: appearances.likeCount })
    .from(appearances)
    .where(eq(appearances.shortName, shortName))
  const [n] = await t.db
    .select({ n: count() })
    .from(appearanceLikes)
    .where(eq(appearanceLikes.appearanceId, row?.id ?? ''))
  return { counter: row?.likes, rows: n?.n }
}

describe('POST /api/appearance/like', () => {
  it('toggles, sets a desired state, counts once per user', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName)
    const like = (user: TestUser, body: Record<string, unknown> = {}) =>
      call(t, user.jar).post('/api/appearance/like', { appearanceShortName: sn, ...body })
    expect((await like(fan)).body).toEqual({ success: true, isLiked: true, likeCount: 1 })
    expect((await like(creator)).body).toEqual({ success: true, isLiked: true, likeCount: 2 })
    expect((await like(fan)).body).toEqual({ success: true, isLiked: false, likeCount: 1 })
    for (let i = 0; i < 2; i++) {
      expect((await like(fan, { like: true })).body).toEqual({
        success: true,
        isLiked: true,
        likeCount: 2,
      })
    }
    expect(await likeRows(sn)).toEqual({ counter: 2, rows: 2 })
    const list = await call(t, fan.jar).get(`/api/appearance/list/${seen.shortName}`)
    expect(list.body.appearances?.find((a) => a.appearanceShortName === sn)).toMatchObject({
      isLiked: true,
      likedCount: 2,
      bookMarkedCount: 0,
    })
  })

  it('an Idempotency-Key replay changes the row once', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName)
    const key = randomUUID()
    const send = () =>
      call(t, fan.jar).post(
        '/api/appearance/like',
        { appearanceShortName: sn },
        { 'Idempotency-Key': key },
      )
    const first = await send()
    expect(await send()).toEqual(first)
    expect(await likeRows(sn)).toEqual({ counter: 1, rows: 1 })
  })

  it('refuses guests, bad bodies, unknown ones, and hidden or unapproved ones of others', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName)
    const guest = await call(t).post('/api/appearance/like', { appearanceShortName: sn })
    expect(guest.status).toBe(401)
    expect((await call(t, fan.jar).post('/api/appearance/like', {})).status).toBe(400)
    expect(
      (await call(t, fan.jar).post('/api/appearance/like', { appearanceShortName: sn, like: 'y' }))
        .status,
    ).toBe(400)
    expect(
      await call(t, fan.jar).post('/api/appearance/like', { appearanceShortName: 'NoSuchThing1' }),
    ).toEqual({
      status: 404,
      body: { success: false, errors: { userMessage: [MSG.notFound] }, errorMessage: MSG.notFound },
    })

    await call(t, author.jar).post(`/api/appearance/hide/${sn}`, { hide: true })
    const hidden = await call(t, creator.jar).post('/api/appearance/like', {
      appearanceShortName: sn,
    })
    expect(hidden.status).toBe(403)
    expect(hidden.body.errors?.userMessage).toEqual([APPEARANCE_MSG.likeNotAllowed])
    expect(
      (await call(t, fan.jar).post('/api/appearance/like', { appearanceShortName: sn })).status,
    ).toBe(404)
    const own = await call(t, author.jar).post('/api/appearance/like', { appearanceShortName: sn })
    expect(own.body).toEqual({ success: true, isLiked: true, likeCount: 1 })

    const pending = await makeAppearance(t, author.jar, moderated.shortName)
    const res = await call(t, creator.jar).post('/api/appearance/like', {
      appearanceShortName: pending,
    })
    expect(res.status).toBe(403)
    expect(await likeRows(pending)).toEqual({ counter: 0, rows: 0 })
  })
})

describe('POST /api/appearance/hide/{sn}', () => {
  it('the owner hides and unhides while live; nobody else can', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName)
    const hide = (jar: CookieJar | undefined, hideIt: boolean) =>
      call(t, jar).post(`/api/appearance/hide/${sn}`, { hide: hideIt })
    expect(await hide(author.jar, true)).toEqual({
      status: 200,
      body: { success: true, isHidden: true },
    })
    const byCreator = await hide(creator.jar, false)
    expect(byCreator.status).toBe(403)
    expect(byCreator.body.errors?.userMessage).toEqual([APPEARANCE_MSG.hideNotAllowed])
    expect((await hide(fan.jar, false)).status).toBe(404)
    expect((await hide(author.jar, false)).body).toEqual({ success: true, isHidden: false })
    expect((await hide(fan.jar, true)).status).toBe(403)
    expect((await hide(author.jar, 'yes' as unknown as boolean)).status).toBe(400)
  })

  it('a guest hides their own through the guest session; another guest cannot', async () => {
    const guest = new CookieJar()
    const sn = await makeAppearance(t, guest, seen.shortName)
    expect(
      (await call(t, new CookieJar()).post(`/api/appearance/hide/${sn}`, { hide: true })).status,
    ).toBe(403)
    expect((await call(t, guest).post(`/api/appearance/hide/${sn}`, { hide: true })).body).toEqual({
      success: true,
      isHidden: true,
    })
  })

  it('not after the Seen is over', async () => {
    const later = await makeSeen(t, creator, { type: 1 })
    const sn = await makeAppearance(t, author.jar, later.shortName)
    t.clock.advance(2 * DAY)
    try {
      const res = await call(t, author.jar).post(`/api/appearance/hide/${sn}`, { hide: true })
      expect(res.status).toBe(403)
    } finally {
      t.clock.advance(-2 * DAY)
    }
  })
})

describe('POST /api/appearance/approve/{sn}', () => {
  it('only the creator approves or rejects, and only where approval is required', async () => {
    const sn = await makeAppearance(t, author.jar, moderated.shortName)
    const approve = (jar: CookieJar | undefined, value: boolean) =>
      call(t, jar).post(`/api/appearance/approve/${sn}`, { approve: value })
    const byAuthor = await approve(author.jar, true)
    expect(byAuthor.status).toBe(403)
    expect(byAuthor.body.errors?.userMessage).toEqual([APPEARANCE_MSG.approveNotAllowed])
    expect((await approve(undefined, true)).status).toBe(401)
    expect((await approve(creator.jar, true)).body).toEqual({
      success: true,
      isApproved: true,
      isRejected: false,
    })
    expect((await approve(creator.jar, false)).body).toEqual({
      success: true,
      isApproved: false,
      isRejected: true,
    })
    expect((await call(t, creator.jar).post(`/api/appearance/approve/${sn}`, {})).status).toBe(400)
    const open = await makeAppearance(t, author.jar, seen.shortName)
    const res = await call(t, creator.jar).post(`/api/appearance/approve/${open}`, {
      approve: true,
    })
    expect(res.status).toBe(409)
  })

  it('the creator’s own appearance is approved at once; others wait', async () => {
    const own = await makeAppearance(t, creator.jar, moderated.shortName)
    const other = await makeAppearance(t, author.jar, moderated.shortName)
    const state = async (sn: string, jar: CookieJar) =>
      (await call(t, jar).get(`/api/appearance/${sn}`)).body.appearanceRecord
    expect(await state(own, creator.jar)).toMatchObject({ isApproved: true, isRejected: false })
    expect(await state(other, author.jar)).toMatchObject({ isApproved: false, isRejected: false })
  })
})
