import { existsSync } from 'node:fs'
import { mkdir, utimes } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createClipUploads } from '~/server/clips/clip-uploads'
import { expireClipUploads } from '~/server/clips/upload-rows'
import { clipUploads, seens } from '~/server/db/schema'
import { canPostAppearance, type SeenRole } from '~/server/policy'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import type { SeenAccessibilityType } from '~/shared/enums'
import { GUEST_POST_MSG } from '~/shared/guest-post-messages'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { addMember, makeAppearance, makeSeen } from './appearances-fixtures'
import {
  createUpload,
  guestJar,
  offsetOf,
  patchAt,
  refusalMessage,
  testClip,
  uploadClip,
  uploadIdOf,
  uploadRowsOf,
  uploadsDirOf,
} from './clip-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { DAY, HOUR, register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let poster: TestUser
let member: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'clipr_creator')
  poster = await register(t, 'clipr_poster')
  member = await register(t, 'clipr_member')
  other = await register(t, 'clipr_other')
})
afterAll(() => t.close())
// Each test starts with nobody holding an upload open (a poster may hold CLIP_LIMITS.openUploads).
beforeEach(() => t.db.delete(clipUploads))

describe('who may start an upload: as for posting a photo', () => {
  const ROLES: SeenRole[] = ['guest', 'user', 'member', 'creator']

  it('follows canPostAppearance for every type, role and live state', async () => {
    const clip = await testClip()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<SeenAccessibilityType>(1, 2, 3, 4, 5, 6),
        fc.constantFrom(...ROLES),
        fc.boolean(),
        async (type, role, live) => {
          const seen = await makeSeen(t, creator, { type, live })
          await addMember(t, member, seen.id)
          const jar = {
            guest: await guestJar(t),
            user: other.jar,
            member: member.jar,
            creator: creator.jar,
          }[role]
          const res = await createUpload(t, jar, seen.shortName, clip.length)
          const allowed = canPostAppearance(type, role, live)
          const label = `type ${type}, ${role}, ${live ? 'live' : 'not live'}`
          if (allowed) expect(res.status, label).toBe(201)
          else expect([401, 403, 404], label).toContain(res.status)
          expect((await uploadRowsOf(t, seen.id)).length).toBe(allowed ? 1 : 0)
          await t.db.delete(clipUploads).where(eq(clipUploads.seenId, seen.id))
        },
      ),
      { numRuns: 30 },
    )
  })

  it('refuses an ended Seen, a blocked poster and a guest past the host’s quota', async () => {
    const clip = await testClip()
    const ended = await makeSeen(t, creator)
    const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR)
    // It started five hours ago and lasted two: the Seen ended while the clip waited.
    await t.db
      .update(seens)
      .set({ startAt: ago(5), endAt: ago(3), liveFrom: ago(5), liveUntil: ago(3) })
      .where(eq(seens.id, ended.id))
    const late = await createUpload(t, poster.jar, ended.shortName, clip.length)
    expect(late.status).toBe(403)
    expect(await refusalMessage(late)).toBe(APPEARANCE_MSG.notLive)

    const seen = await makeSeen(t, creator)
    const earlier = await makeAppearance(t, poster.jar, seen.shortName)
    const block = await api(t.app, creator.jar).post(`/api/appearance/block/${earlier}`, {})
    expect(block.status).toBe(200)
    const blocked = await createUpload(t, poster.jar, seen.shortName, clip.length)
    expect(blocked.status).toBe(403)
    expect(await refusalMessage(blocked)).toBe(MODERATION_MSG.postBlocked)

    const quota = await api(t.app, creator.jar).put(`/api/seen/guest-uploads/${seen.shortName}`, {
      quota: 0,
      open: true,
    })
    expect(quota.status).toBe(200)
    const full = await createUpload(t, await guestJar(t), seen.shortName, clip.length)
    expect(full.status).toBe(429)
    expect(await refusalMessage(full)).toBe(GUEST_POST_MSG.uploadsFull)
    expect(await uploadRowsOf(t, seen.id)).toEqual([])
  })
})

describe('abandoned uploads', () => {
  it('are removed with their bytes once a day has passed, by the cleanup the server runs', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    // Abandoned half way: 900 bytes of the clip arrived.
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    expect((await patchAt(t, poster.jar, url, 0, clip.subarray(0, 900))).status).toBe(204)
    const file = path.join(uploadsDirOf(t), uploadIdOf(url))
    const uploads = createClipUploads(uploadsDirOf(t))

    t.clock.advance(DAY - HOUR)
    await expireClipUploads(t.db, uploads, t.clock.now())
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: 900 })
    expect(existsSync(file)).toBe(true)

    t.clock.advance(2 * HOUR)
    // Past its day the URL is gone at once, before the cleanup comes by.
    expect((await offsetOf(t, poster.jar, url)).status).toBe(404)
    await expireClipUploads(t.db, uploads, t.clock.now())
    expect(existsSync(file)).toBe(false)
    expect(existsSync(`${file}.json`)).toBe(false)
    expect(await uploadRowsOf(t, seen.id)).toEqual([])
  })

  it('leave no work folder behind: one a crashed finish left is removed after a day', async () => {
    t.clock.set(new Date())
    const uploads = createClipUploads(uploadsDirOf(t))
    const stale = path.join(uploads.workRoot, 'crashed')
    const fresh = path.join(uploads.workRoot, 'running')
    await mkdir(stale, { recursive: true })
    await mkdir(fresh, { recursive: true })
    const twoDaysAgo = new Date(Date.now() - 2 * DAY)
    await utimes(stale, twoDaysAgo, twoDaysAgo)
    await expireClipUploads(t.db, uploads, t.clock.now())
    expect(existsSync(stale)).toBe(false)
    expect(existsSync(fresh)).toBe(true)
  })

  it('whose Seen was deleted leave no bytes behind after their day', async () => {
    // The file store dates an upload by the real clock: start this one from today.
    t.clock.set(new Date())
    const seen = await makeSeen(t, creator)
    const { url } = await uploadClip(t, poster.jar, seen.shortName, await testClip())
    const file = path.join(uploadsDirOf(t), uploadIdOf(url))
    await t.db.delete(seens).where(eq(seens.id, seen.id))
    const uploads = createClipUploads(uploadsDirOf(t))
    await expireClipUploads(t.db, uploads, t.clock.now())
    expect(existsSync(file)).toBe(true)
    t.clock.advance(DAY + HOUR)
    await expireClipUploads(t.db, uploads, t.clock.now())
    expect(existsSync(file)).toBe(false)
  })
})
