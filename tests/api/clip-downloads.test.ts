/**
 * Clips in the downloads (docs/decisions/181-clips-play-everywhere.md): a Seen's ZIP holds each
 * published clip as its playable file beside the photos, named and counted like them, and leaves
 * a hidden clip out; Download my data holds the person's own clips and says which appearance is
 * one. Clips are made with ffmpeg (clip-fixtures.ts); answers are read with the client's schemas.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances } from '~/server/db/schema'
import { exportLinkResponse } from '~/shared/schemas/account-export'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import { appearanceRecord, makeAppearance, makeSeen } from './appearances-fixtures'
import { testClip, uploadClip } from './clip-fixtures'
import { api, type CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let guestOfHonour: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'cd_host')
  guestOfHonour = await register(t, 'cd_guest')
})
afterAll(() => t.close())

/** Posts a clip as `jar`; its record as the client reads it. */
async function postClip(jar: CookieJar, seenShortName: string, displayUserName: string) {
  const { id } = await uploadClip(t, jar, seenShortName, await testClip({ seconds: 3 }))
  const res = await api(t.app, jar).post(
    '/api/appearance',
    {
      appearanceRecord: await appearanceRecord(seenShortName, {
        clipUploadId: id,
        displayUserName,
      }),
    },
    { headers: { 'Idempotency-Key': randomUUID() } },
  )
  expect(res.status).toBe(200)
  const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
  expect(record.kind).toBe('clip')
  return record
}

async function bytesAt(jar: CookieJar, path: string): Promise<Uint8Array> {
  const res = await t.app.request(path, { headers: { Cookie: jar.header() ?? '' } })
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

async function unzip(res: Response): Promise<Record<string, Uint8Array>> {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  return unzipSync(new Uint8Array(await res.arrayBuffer()))
}

describe('clips in the downloads', () => {
  it("a Seen's ZIP holds each published clip's playable file, counted with the photos, and no hidden one", async () => {
    const seen = await makeSeen(t, host)
    await makeAppearance(t, guestOfHonour.jar, seen.shortName, { displayUserName: 'Ann' })
    // The test clock stands still: a second later, so the photo is the older one.
    t.clock.advance(1000)
    const clip = await postClip(guestOfHonour.jar, seen.shortName, 'Ann')
    const hidden = await postClip(guestOfHonour.jar, seen.shortName, 'Ann')
    await t.db
      .update(appearances)
      .set({ isHidden: true })
      .where(eq(appearances.shortName, hidden.appearanceShortName))
    const files = await unzip(
      await api(t.app, host.jar).get(`/api/seen/${seen.shortName}/photos.zip`),
    )
    const day = t.clock.now().toISOString().slice(0, 10)
    expect(Object.keys(files).sort()).toEqual([`${day}-Ann-1.jpg`, `${day}-Ann-2.mp4`])
    const stored = await bytesAt(host.jar, clip.clipInfo?.path ?? '')
    expect(Buffer.from(files[`${day}-Ann-2.mp4`] ?? [])).toEqual(Buffer.from(stored))
  })

  it("Download my data holds the person's clips, their posters, and says which appearance is a clip", async () => {
    const bea = await register(t, 'cd_bea')
    const seen = await makeSeen(t, host)
    const clip = await postClip(bea.jar, seen.shortName, 'Bea')
    // The host's own clip there is the host's data, not hers.
    await postClip(host.jar, seen.shortName, 'Host')
    const link = await api(t.app, bea.jar).post('/api/account/export')
    const { downloadUrl } = v.parse(exportLinkResponse, await link.json())
    const files = await unzip(
      await t.app.request(downloadUrl, { headers: { Cookie: bea.jar.header() ?? '' } }),
    )
    const stem = `appearances/${t.clock.now().toISOString().slice(0, 10)}-${clip.appearanceShortName}`
    expect(Object.keys(files).sort()).toEqual([
      `clips/${stem}.mp4`,
      `photos/${stem}.jpg`,
      'seen-data.json',
    ])
    const stored = await bytesAt(bea.jar, clip.clipInfo?.path ?? '')
    expect(Buffer.from(files[`clips/${stem}.mp4`] ?? [])).toEqual(Buffer.from(stored))
    const data = JSON.parse(new TextDecoder().decode(files['seen-data.json']))
    expect(data.appearances).toEqual([
      expect.objectContaining({
        appearanceShortName: clip.appearanceShortName,
        kind: 'clip',
        clipPath: clip.clipInfo?.path,
        clipDurationSeconds: clip.clipInfo?.durationSeconds,
      }),
    ])
  })
})
