/**
 * Guests hold their guest session before they post (so an offline post can be replayed): `GET /bff/user`
 * with `X-Guest-Session: 1` issues it, so a post replayed after its answer was lost is still that
 * guest's. A guest who only browses gets no cookie.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances } from '~/server/db/schema'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { appearanceListResponse, appearanceRecordResponse } from '~/shared/schemas/appearance'
import { appearanceRecord, call, makeSeen } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'gs_creator')
})
afterAll(() => t.close())

const guestCookies = (res: Response) =>
  res.headers.getSetCookie().filter((line) => line.startsWith('seen_guest='))

const ASK = { headers: { [GUEST_SESSION_HEADER]: '1' } }

/** A guest's browser after the app asked for its guest session (what it does before a post). */
async function guestWithSession() {
  const jar = new CookieJar()
  await api(t.app, jar).get('/bff/user', ASK)
  return jar
}

describe('GET /bff/user and the guest session', () => {
  it('gives a browsing guest no cookie', async () => {
    const res = await api(t.app).get('/bff/user')
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('gives a guest who asks the guest session cookie with the empty 401', async () => {
    const res = await api(t.app).get('/bff/user', ASK)
    expect(res.status).toBe(401)
    expect(await res.text()).toBe('')
    const [cookie = ''] = guestCookies(res)
    expect(cookie).toMatch(/^seen_guest=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
  })

  it('does not give a guest who holds one another', async () => {
    const jar = await guestWithSession()
    const res = await api(t.app, jar).get('/bff/user', ASK)
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('does not give a signed-in user one', async () => {
    const res = await api(t.app, creator.jar).get('/bff/user', ASK)
    expect(res.status).toBe(200)
    expect(guestCookies(res)).toEqual([])
    expect(creator.jar.get('seen_guest')).toBeUndefined()
  })
})

describe('a guest post replayed after its answer was lost', () => {
  it('is the same appearance, owned by the guest: they can edit and hide it', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const jar = await guestWithSession()
    const body = { appearanceRecord: await appearanceRecord(seen.shortName) }
    const key = { 'Idempotency-Key': randomUUID() }

    // The first answer never arrives: nothing of it (no Set-Cookie either) reaches the browser.
    const lost = await api(t.app).post('/api/appearance', body, {
      cookie: jar.header(),
      headers: key,
    })
    expect(lost.status).toBe(200)
    expect(guestCookies(lost)).toEqual([])

    const replay = await api(t.app, jar).post('/api/appearance', body, { headers: key })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    const replayed = (await replay.json()) as {
      appearanceRecord: { appearanceShortName: string; isOwner: boolean }
    }
    const sn = replayed.appearanceRecord.appearanceShortName
    expect(replayed.appearanceRecord.isOwner).toBe(true)
    const [made] = await t.db
      .select({ n: count() })
      .from(appearances)
      .where(eq(appearances.seenId, seen.id))
    expect(made?.n).toBe(1)

    const edited = await call(t, jar).post('/api/appearance', {
      appearanceRecord: await appearanceRecord(seen.shortName, {
        appearanceShortName: sn,
        headline: 'Edited by the guest',
        imageInfo: null,
      }),
    })
    expect(edited.status).toBe(200)
    expect(edited.body.appearanceRecord?.headline).toBe('Edited by the guest')

    const stranger = await guestWithSession()
    const strangerHides = await call(t, stranger).post(`/api/appearance/hide/${sn}`, {
      hide: true,
    })
    expect(strangerHides.status).not.toBe(200)
    const hidden = await call(t, jar).post(`/api/appearance/hide/${sn}`, { hide: true })
    expect(hidden.body).toEqual({ success: true, isHidden: true })
  })
})

describe("a guest's queued post sent after the guest signed up on the browser", () => {
  it('goes as the guest’s, not the account’s, and once under its key', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const guest = await guestWithSession()
    const fan = await register(t, 'gs_fan')
    const body = { appearanceRecord: await appearanceRecord(seen.shortName) }
    const headers = { 'Idempotency-Key': randomUUID(), [GUEST_SENDER_HEADER]: '1' }
    // The guest signed up with the photo still queued: both cookies go with the request.
    const both = [guest.header(), fan.jar.header()].join('; ')

    const sent = await api(t.app).post('/api/appearance', body, { cookie: both, headers })
    expect(sent.status).toBe(200)
    const { appearanceRecord: posted } = v.parse(appearanceRecordResponse, await sent.json())
    expect(posted.isOwner).toBe(true)
    const [row] = await t.db
      .select({ createdBy: appearances.createdById, guestKeyHash: appearances.guestKeyHash })
      .from(appearances)
      .where(eq(appearances.shortName, posted.appearanceShortName))
    expect(row?.createdBy).toBeNull()
    expect(row?.guestKeyHash).not.toBeNull()

    // Its answer lost, it is sent again: the same appearance.
    const again = await api(t.app).post('/api/appearance', body, { cookie: both, headers })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const [stored] = await t.db
      .select({ n: count() })
      .from(appearances)
      .where(eq(appearances.seenId, seen.id))
    expect(stored?.n).toBe(1)

    // The guest's browser owns it; the account alone does not.
    const asGuest = await call(t, guest).get(
      `/api/appearance/list/${seen.shortName}?limit=10&offset=0`,
    )
    const mine = v.parse(appearanceListResponse, asGuest.body).appearances
    expect(mine.map((a) => a.isOwner)).toEqual([true])
    const asFan = await call(t, fan.jar).get(
      `/api/appearance/list/${seen.shortName}?limit=10&offset=0`,
    )
    expect(v.parse(appearanceListResponse, asFan.body).appearances.map((a) => a.isOwner)).toEqual([
      false,
    ])
  })

  it('asks for the guest session as the guest: the 401 sets the cookie a signed-in browser lacked', async () => {
    const fan = await register(t, 'gs_fan_2')
    const res = await api(t.app, fan.jar).get('/bff/user', {
      headers: { [GUEST_SESSION_HEADER]: '1', [GUEST_SENDER_HEADER]: '1' },
    })
    expect(res.status).toBe(401)
    expect(guestCookies(res)).toHaveLength(1)
    // The account's own session is untouched: without the header it is still signed in.
    expect((await api(t.app, fan.jar).get('/bff/user')).status).toBe(200)
  })
})
