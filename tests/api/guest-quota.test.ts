/**
 * A Seen's guest quota, the host's bound on guest posts (docs/decisions/166-guest-identities-and-limits.md):
 * GET and PUT /api/seen/guest-uploads/{seenShortName} for its creator only; a post past the quota
 * gets 429 with Retry-After, a closed Seen 403; the host is mailed once at 80 %.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_QUOTA_RETRY_SECONDS } from '~/server/appearances/guest-quota'
import { GUEST_UPLOADS } from '~/shared/constants'
import { GUEST_POST_MSG } from '~/shared/guest-post-messages'
import { MSG } from '~/shared/messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { guestUploadsResponse } from '~/shared/schemas/guest-uploads'
import { addMember, appearanceRecord, makeAppearance, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
  host = await register(t, 'gq_host')
  member = await register(t, 'gq_member')
  stranger = await register(t, 'gq_stranger')
})
afterAll(() => t.close())

const path = (shortName: string) => `/api/seen/guest-uploads/${encodeURIComponent(shortName)}`
const read = async (jar: CookieJar | undefined, shortName: string) => {
  const res = await api(t.app, jar).get(path(shortName))
  return { status: res.status, body: await res.json() }
}
const set = (jar: CookieJar | undefined, shortName: string, body: unknown) =>
  api(t.app, jar).put(path(shortName), body)
const uploadsOf = async (shortName: string) => {
  const res = await api(t.app, host.jar).get(path(shortName))
  expect(res.status).toBe(200)
  return v.parse(guestUploadsResponse, await res.json()).guestUploads
}
const guestPost = async (shortName: string, jar = new CookieJar()) =>
  api(t.app, jar).post('/api/appearance', { appearanceRecord: await appearanceRecord(shortName) })
const message = async (res: Response) =>
  ((await res.json()) as { errors: { userMessage: string[] } }).errors.userMessage[0]

describe('the host’s guest uploads', () => {
  it('start at the default quota, open, and count only guests’ posts', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    expect(await uploadsOf(seen.shortName)).toEqual({
      used: 0,
      quota: GUEST_UPLOADS.quota,
      open: true,
    })
    await makeAppearance(t, new CookieJar(), seen.shortName)
    await makeAppearance(t, member.jar, seen.shortName)
    expect((await uploadsOf(seen.shortName)).used).toBe(1)
  })

  it('refuse the post past the quota with 429 and Retry-After; the host is mailed once at 80 %; raising makes room', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const changed = await set(host.jar, seen.shortName, { quota: 5, open: true })
    expect(changed.status).toBe(200)
    expect(v.parse(guestUploadsResponse, await changed.json()).guestUploads.quota).toBe(5)
    const mails = () => t.mailer.sent.filter((m) => m.to === 'gq_host@example.com')
    const before = mails().length
    for (let i = 0; i < 5; i++) {
      expect((await guestPost(seen.shortName)).status).toBe(200)
      // 80 % of 5 is the fourth post.
      await expect.poll(() => mails().length).toBe(before + (i >= 3 ? 1 : 0))
    }
    expect(mails().at(-1)?.subject).toContain('4 of its 5 guest photos')
    expect(mails().at(-1)?.text).toContain(`https://seen.example/seen/${seen.shortName}`)

    const snapshot = await dbSnapshot(t.db)
    const full = await guestPost(seen.shortName)
    expect(full.status).toBe(429)
    expect(full.headers.get('retry-after')).toBe(String(GUEST_QUOTA_RETRY_SECONDS))
    expect(await message(full)).toBe(GUEST_POST_MSG.uploadsFull)
    expect(await dbSnapshot(t.db)).toEqual(snapshot)
    // Signed-in people are not guests: the quota does not touch them.
    expect(
      (
        await api(t.app, member.jar).post('/api/appearance', {
          appearanceRecord: await appearanceRecord(seen.shortName),
        })
      ).status,
    ).toBe(200)

    expect((await set(host.jar, seen.shortName, { quota: 6, open: true })).status).toBe(200)
    expect((await guestPost(seen.shortName)).status).toBe(200)
    expect(await uploadsOf(seen.shortName)).toEqual({ used: 6, quota: 6, open: true })
    expect(mails().length).toBe(before + 1)
  })

  it('closed: guests’ posts are refused with 403 and nothing is stored; reopened, they go', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    expect((await set(host.jar, seen.shortName, { quota: 100, open: false })).status).toBe(200)
    const snapshot = await dbSnapshot(t.db)
    const refused = await guestPost(seen.shortName)
    expect(refused.status).toBe(403)
    expect(await message(refused)).toBe(GUEST_POST_MSG.uploadsClosed)
    expect(await dbSnapshot(t.db)).toEqual(snapshot)
    expect((await set(host.jar, seen.shortName, { quota: 100, open: true })).status).toBe(200)
    expect((await guestPost(seen.shortName)).status).toBe(200)
  })

  it('lets two guests racing for the last upload not both have it', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    expect((await set(host.jar, seen.shortName, { quota: 1, open: true })).status).toBe(200)
    const answers = await Promise.all([guestPost(seen.shortName), guestPost(seen.shortName)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    expect((await uploadsOf(seen.shortName)).used).toBe(1)
  })

  it('are the creator’s alone: 403 for a member and a stranger, 401 for a guest, 404 where the Seen cannot be seen', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    await addMember(t, member, seen.id)
    const hidden = await makeSeen(t, host, { type: 6 })
    const snapshot = await dbSnapshot(t.db)
    for (const jar of [member.jar, stranger.jar]) {
      const got = await read(jar, seen.shortName)
      expect(got.status).toBe(403)
      expect(got.body.errors.userMessage).toEqual([MODERATION_MSG.guestUploadsOnlyCreator])
      expect((await set(jar, seen.shortName, { quota: 0, open: false })).status).toBe(403)
    }
    expect((await read(undefined, seen.shortName)).status).toBe(401)
    expect((await set(undefined, seen.shortName, { quota: 0, open: false })).status).toBe(401)
    const missing = await read(stranger.jar, hidden.shortName)
    expect(missing.status).toBe(404)
    expect(missing.body.errors.userMessage).toEqual([MSG.notFound])
    expect((await read(host.jar, 'no-such-seen-here')).status).toBe(404)
    expect(await dbSnapshot(t.db)).toEqual(snapshot)
  })

  it('refuse a quota that is not a whole number from 0 to the maximum with 400, changing nothing (generated)', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    const snapshot = await dbSnapshot(t.db)
    const badQuota = fc.oneof(
      fc.integer({ max: -1 }),
      fc.integer({ min: GUEST_UPLOADS.max + 1 }),
      fc.double({ noInteger: true }),
      fc.string(),
      fc.constantFrom(null, true, [], {}, '10'),
    )
    const badOpen = fc.oneof(fc.string(), fc.integer(), fc.constantFrom(null, 'true', 1))
    const body = fc.oneof(
      badQuota.map((quota) => ({ quota, open: true })),
      badOpen.map((open) => ({ quota: 10, open })),
      fc.constantFrom({}, { quota: 10 }, { open: true }, { __proto__: null, constructor: 1 }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await set(host.jar, seen.shortName, payload)
        expect(res.status).toBe(400)
        expect((await res.json()).success).toBe(false)
      }),
      { numRuns: 60 },
    )
    expect(await dbSnapshot(t.db)).toEqual(snapshot)
  })
})
