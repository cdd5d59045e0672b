/**
 * Delete account (docs/decisions/108-delete-account.md): with the password, the account's Seens
 * (with every photo in them), appearances and sent messages go; what others sent them stays in the
 * senders' Sent, naming them "Deleted user"; counters of what stays are right; groups they owned
 * pass on; every session ends and their photo files are removed.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { MSG } from '~/shared/messages'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { tagsResponse } from '~/shared/schemas/seen-requests'
import { makeAppearance, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { inbox, messaging, send, sent } from './messaging-fixtures'
import { createSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const remove = (user: TestUser, password: unknown) =>
  api(t.app, user.jar).post('/api/account/delete', { password })
const signedIn = async (jar: CookieJar) => (await api(t.app, jar).get('/bff/user')).status === 200
async function seen(jar: CookieJar | undefined, shortName: string) {
  const res = await api(t.app, jar).get(`/api/seen/${shortName}?limit=15&offset=0`)
  return res.status === 200 ? v.parse(seenDetailResponse, await res.json()).seen : null
}
async function guest() {
  const jar = new CookieJar()
  await api(t.app, jar).get('/bff/user', { headers: { [GUEST_SESSION_HEADER]: '1' } })
  return jar
}
const mediaFile = (mediaPath: string) =>
  path.join(t.config.DATA_DIR, 'media', mediaPath.replace(/^\/media\//, ''))

describe('POST /api/account/delete', () => {
  it('refuses a wrong password, a guest and bad input; nothing changes', async () => {
    const dora = await register(t, 'del_refused')
    await createSeen(t, dora)
    const before = await dbSnapshot(t.db)
    const wrong = await remove(dora, 'not my password')
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors.password).toEqual([ACCOUNT_MSG.passwordWrong])
    const guestTry = await api(t.app).post('/api/account/delete', { password: PASSWORD })
    expect(guestTry.status).toBe(401)
    expect((await guestTry.json()).errors.userMessage).toEqual([MSG.notLoggedIn])
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(''),
          fc.integer(),
          fc.constant(null),
          fc.array(fc.string(), { maxLength: 2 }),
          fc.string({ minLength: 1025, maxLength: 1100 }),
          fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
        ),
        async (password) => {
          expect((await remove(dora, password)).status).toBe(400)
        },
      ),
      { seed: 108, numRuns: 6 },
    )
    const noCsrf = await t.app.request('/api/account/delete', {
      method: 'POST',
      headers: { Cookie: dora.jar.header() ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect(noCsrf.status).toBe(403)
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect(await signedIn(dora.jar)).toBe(true)
  })

  it('takes the Seens, appearances and sent messages; what others sent stays theirs', async () => {
    const dora = await register(t, 'del_dora')
    const ed = await register(t, 'del_ed')
    const fay = await register(t, 'del_fay')
    const doraPhone = new CookieJar()
    await api(t.app, doraPhone).form('/account/login', { login: 'del_dora', password: PASSWORD })

    // Dora's own Seen, with Ed's and a guest's photos in it: all of it goes.
    const doraSeen = await createSeen(t, dora)
    const doraSeenPhoto = (await seen(dora.jar, doraSeen))?.imageInfo?.path ?? ''
    await makeAppearance(t, ed.jar, doraSeen, { headline: 'Ed at Dora' })
    await makeAppearance(t, await guest(), doraSeen, { headline: 'Guest at Dora' })
    // Ed's Seen: Dora's photo, like and bookmark leave it; Ed's and a guest's photos stay.
    const edSeen = await makeSeen(t, ed)
    const edAppearance = await makeAppearance(t, ed.jar, edSeen.shortName, {
      headline: 'Ed at home',
    })
    await api(t.app, dora.jar).post('/api/appearance/like', {
      appearanceShortName: edAppearance,
      like: true,
    })
    await makeAppearance(t, await guest(), edSeen.shortName, { headline: 'Guest at Ed' })
    const doraAppearance = await makeAppearance(t, dora.jar, edSeen.shortName, {
      headline: 'Dora at Ed',
    })
    await api(t.app, dora.jar).post('/api/seen/like', {
      seenShortName: edSeen.shortName,
      like: true,
    })
    await api(t.app, dora.jar).post('/api/seen/bookmark', {
      seenShortName: edSeen.shortName,
      bookmark: true,
    })
    const before = await seen(ed.jar, edSeen.shortName)
    expect(before).toMatchObject({ likeCount: 1, bookmarkCount: 1, appearanceCount: 3 })
    const likedOf = (s: typeof before) =>
      s?.appearances.find((a) => a.appearanceShortName === edAppearance)?.likedCount
    expect(likedOf(before)).toBe(1)
    const doraPhoto = before?.appearances.find((a) => a.headline === 'Dora at Ed')
    expect(doraPhoto?.appearanceShortName).toBe(doraAppearance)

    await send(t, dora, [ed], 'From Dora')
    await send(t, ed, [dora], 'To Dora')
    await send(t, ed, [dora, fay], 'To Dora and Fay')
    const group = await messaging(t, dora).post('groups', { name: 'Dora club' })
    const groupId = String((group.body.group as { id: string }).id)
    await messaging(t, dora).post('groups/members', { groupId, memberId: ed.id })

    const res = await remove(dora, PASSWORD)
    expect(res.status).toBe(200)
    expect(res.headers.get('clear-site-data')).toBe('"cache"')
    expect(dora.jar.get('seen_session')).toBeUndefined()
    expect(await signedIn(dora.jar)).toBe(false)
    expect(await signedIn(doraPhone)).toBe(false)
    const login = await api(t.app).form('/account/login', {
      login: 'del_dora',
      password: PASSWORD,
    })
    expect(login.status).toBe(401)
    const after = await t.app.request('/account/login?deleted=1')
    expect(await after.text()).toContain(ACCOUNT_MSG.accountDeleted)

    expect(await seen(ed.jar, doraSeen)).toBeNull()
    expect(existsSync(mediaFile(doraSeenPhoto))).toBe(false)
    const edSeenNow = await seen(ed.jar, edSeen.shortName)
    expect(edSeenNow).toMatchObject({ likeCount: 0, bookmarkCount: 0, appearanceCount: 2 })
    expect(edSeenNow?.appearances.map((a) => a.headline).sort()).toEqual([
      'Ed at home',
      'Guest at Ed',
    ])
    expect(likedOf(edSeenNow)).toBe(0)
    expect(existsSync(mediaFile(doraPhoto?.imageInfo?.path ?? ''))).toBe(false)

    expect((await inbox(t, ed)).map((m) => m.content)).toEqual([])
    const edSent = await sent(t, ed)
    // Both were sent at the same moment of the test's clock: their order in Sent is not the point.
    const byContent = edSent
      .map((m) => [m.content, m.recipientDisplayNames, m.recipientCount] as const)
      .sort(([a], [b]) => a.localeCompare(b))
    expect(byContent).toEqual([
      ['To Dora', [ACCOUNT_MSG.deletedUser], 1],
      ['To Dora and Fay', ['del_fay Display', ACCOUNT_MSG.deletedUser], 2],
    ])
    expect((await inbox(t, fay)).map((m) => m.recipientDisplayNames)).toEqual([
      ['del_fay Display', ACCOUNT_MSG.deletedUser],
    ])
    const groups = await messaging(t, ed).get('groups')
    expect(groups.body.groups).toMatchObject([
      { id: groupId, ownerUsername: 'del_ed', isOwner: true },
    ])
  })

  it('leaves no hashtag of the account in autocomplete, and keeps the ones others use', async () => {
    const gil = await register(t, 'del_gil')
    const hal = await register(t, 'del_hal')
    const halSeen = await makeSeen(t, hal)
    await makeAppearance(t, gil.jar, halSeen.shortName, { headline: 'Only mine #gilonly' })
    await makeAppearance(t, gil.jar, halSeen.shortName, { headline: 'Ours #gilandhal' })
    await makeAppearance(t, hal.jar, halSeen.shortName, { headline: 'Ours too #gilandhal' })
    const gilSeen = await makeSeen(t, gil)
    await makeAppearance(t, hal.jar, gilSeen.shortName, { headline: 'At Gil #atgils' })
    const suggest = async (search: string) => {
      const res = await api(t.app).get(`/api/tags/autocomplete?search=${search}`)
      return v.parse(tagsResponse, await res.json()).tags
    }
    expect(await suggest('gil')).toEqual(expect.arrayContaining(['gilonly', 'gilandhal']))
    expect(await suggest('atg')).toEqual(['atgils'])

    expect((await remove(gil, PASSWORD)).status).toBe(200)
    expect(await suggest('gil')).toEqual(['gilandhal'])
    // Hal's photo left with Gil's Seen, and its tag with it.
    expect(await suggest('atg')).toEqual([])
  })

  it('shares a per-account limit with Change password: 429 with Retry-After past 10 tries', async () => {
    const lee = await register(t, 'del_limit')
    for (let i = 0; i < 10; i++) expect((await remove(lee, `guess ${i}`)).status).toBe(400)
    const change = await api(t.app, lee.jar).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a new password',
    })
    expect(change.status).toBe(429)
    expect(Number(change.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await remove(lee, PASSWORD)).status).toBe(429)
    expect(await signedIn(lee.jar)).toBe(true)
  })
})
