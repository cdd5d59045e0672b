/**
 * A clip is read under /media like a photo (docs/decisions/180-video-clips-server.md): with byte
 * ranges (206, Accept-Ranges; iOS Safari plays nothing without them) and under the photos'
 * access rules: hidden, waiting or rejected, on a private Seen, or removed means 404.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, seens } from '~/server/db/schema'
import { MEDIA_CACHE } from '~/server/routes/media'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import { addMember, appearanceRecord, makeSeen } from './appearances-fixtures'
import { testClip, uploadClip } from './clip-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let poster: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'cm_creator')
  poster = await register(t, 'cm_poster')
  member = await register(t, 'cm_member')
  stranger = await register(t, 'cm_stranger')
})
afterAll(() => t.close())

/** Posts a clip as `jar`; its appearance's short name and clip path. */
async function postClip(jar: CookieJar, seenShortName: string) {
  const { id } = await uploadClip(t, jar, seenShortName, await testClip({ seconds: 3 }))
  const res = await api(t.app, jar).post(
    '/api/appearance',
    { appearanceRecord: await appearanceRecord(seenShortName, { clipUploadId: id }) },
    { headers: { 'Idempotency-Key': randomUUID() } },
  )
  expect(res.status).toBe(200)
  const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
  return {
    shortName: record.appearanceShortName,
    clip: record.clipInfo?.path ?? '',
    poster: record.imageInfo?.thumbnailPath ?? '',
    size: record.clipInfo?.size ?? 0,
  }
}

const read = (jar: CookieJar | undefined, path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { Cookie: jar?.header() ?? '', ...headers } })

describe('reading a clip', () => {
  it('answers the whole file, and any byte range with 206', async () => {
    const seen = await makeSeen(t, creator)
    const posted = await postClip(poster.jar, seen.shortName)
    const whole = await read(stranger.jar, posted.clip)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('cache-control')).toBe(MEDIA_CACHE.public)
    const bytes = Buffer.from(await whole.arrayBuffer())
    expect(bytes.length).toBe(posted.size)

    const first = await read(stranger.jar, posted.clip, { Range: 'bytes=0-99' })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${posted.size}`)
    expect(first.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await first.arrayBuffer())).toEqual(bytes.subarray(0, 100))

    // What Safari asks first, then the end (where an index may be), then the rest.
    const probe = await read(stranger.jar, posted.clip, { Range: 'bytes=0-1' })
    expect(probe.status).toBe(206)
    const tail = await read(stranger.jar, posted.clip, { Range: 'bytes=-50' })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 50))
    const open = await read(stranger.jar, posted.clip, { Range: `bytes=${bytes.length - 10}-` })
    expect(open.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    )
    const beyond = await read(stranger.jar, posted.clip, { Range: `bytes=${bytes.length}-` })
    expect(beyond.status).toBe(416)
    // The file starts with its index (fast start): playback can begin before it all arrived.
    expect(bytes.subarray(0, 64).includes(Buffer.from('moov'))).toBe(true)
  })
})

describe('who may read a clip: the photos’ rules', () => {
  it('hidden: only its poster and the creator', async () => {
    const seen = await makeSeen(t, creator)
    const posted = await postClip(poster.jar, seen.shortName)
    const hide = await api(t.app, poster.jar).post(`/api/appearance/hide/${posted.shortName}`, {
      hide: true,
    })
    expect(hide.status).toBe(200)
    expect((await read(stranger.jar, posted.clip)).status).toBe(404)
    expect((await read(undefined, posted.clip)).status).toBe(404)
    expect((await read(stranger.jar, posted.clip, { Range: 'bytes=0-9' })).status).toBe(404)
    expect((await read(poster.jar, posted.clip)).status).toBe(200)
  })

  it('waiting for approval, then rejected: 404 for others, readable once approved', async () => {
    const seen = await makeSeen(t, creator, { requiresApproval: true })
    const posted = await postClip(poster.jar, seen.shortName)
    expect((await read(stranger.jar, posted.clip)).status).toBe(404)
    expect((await read(poster.jar, posted.clip)).status).toBe(200)
    expect((await read(creator.jar, posted.clip)).status).toBe(200)
    const reject = await api(t.app, creator.jar).post(
      `/api/appearance/approve/${posted.shortName}`,
      { approve: false },
    )
    expect(reject.status).toBe(200)
    expect((await read(stranger.jar, posted.clip)).status).toBe(404)
    const approve = await api(t.app, creator.jar).post(
      `/api/appearance/approve/${posted.shortName}`,
      { approve: true },
    )
    expect(approve.status).toBe(200)
    expect((await read(stranger.jar, posted.clip)).status).toBe(200)
  })

  it('on a private Seen: members only; its poster image follows the same rule', async () => {
    const seen = await makeSeen(t, creator, { type: 6 })
    await addMember(t, member, seen.id)
    const posted = await postClip(member.jar, seen.shortName)
    for (const path of [posted.clip, posted.poster]) {
      expect((await read(stranger.jar, path)).status).toBe(404)
      expect((await read(new CookieJar(), path)).status).toBe(404)
      const ok = await read(creator.jar, path)
      expect(ok.status).toBe(200)
      expect(ok.headers.get('cache-control')).toBe(MEDIA_CACHE.private)
    }
  })

  it('is gone with its appearance: removed by the host, its file is deleted', async () => {
    const seen = await makeSeen(t, creator)
    const posted = await postClip(poster.jar, seen.shortName)
    const removed = await api(t.app, creator.jar).post(
      `/api/appearance/remove/${posted.shortName}`,
      {},
    )
    expect(removed.status).toBe(200)
    expect((await read(creator.jar, posted.clip)).status).toBe(404)
    const rows = await t.db.select().from(appearances).where(eq(appearances.clipPath, posted.clip))
    expect(rows).toEqual([])
  })

  it('keeps its clip when the poster replaces the poster image in an edit', async () => {
    const seen = await makeSeen(t, creator)
    const posted = await postClip(poster.jar, seen.shortName)
    const edit = await api(t.app, poster.jar).post('/api/appearance', {
      appearanceRecord: await appearanceRecord(seen.shortName, {
        appearanceShortName: posted.shortName,
        headline: 'Edited',
      }),
    })
    expect(edit.status).toBe(200)
    const record = v.parse(appearanceRecordResponse, await edit.json()).appearanceRecord
    expect(record.clipInfo?.path).toBe(posted.clip)
    expect((await read(stranger.jar, posted.clip)).status).toBe(200)
    await t.db.update(seens).set({ accessibilityType: 6 }).where(eq(seens.id, seen.id))
    expect((await read(stranger.jar, posted.clip)).status).toBe(404)
  })
})
