/**
 * A finished clip upload becomes exactly one appearance (docs/decisions/180-video-clips-server.md):
 * POST /api/appearance with its `clipUploadId` and a poster. The server reads the container and
 * codecs from the bytes, refuses what it does not take (and keeps nothing of it), removes the
 * metadata (location above all) by remuxing, and converts HEVC only where it has an ffmpeg.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { BufferSource, Input, MP4, QTFF, WEBM } from 'mediabunny'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, clipUploads, seens } from '~/server/db/schema'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { CLIP_MSG } from '~/shared/clip-messages'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import {
  type ClipSpec,
  createUpload,
  ffmpegForTests,
  GPS_LOCATION,
  offsetOf,
  patchAt,
  refusalMessage,
  testClip,
  uploadClip,
} from './clip-fixtures'
import { api, type CookieJar, createTestApp, type TestApp } from './helpers'
import { HOUR, register, type TestUser, tinyPhoto } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let poster: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'fin_creator')
  poster = await register(t, 'fin_poster')
})
afterAll(() => t.close())

const finish = async (
  app: TestApp,
  jar: CookieJar,
  seenShortName: string,
  clipUploadId: string,
  key: string = randomUUID(),
) =>
  api(app.app, jar).post(
    '/api/appearance',
    {
      appearanceRecord: await appearanceRecord(seenShortName, {
        clipUploadId,
        headline: 'First dance',
      }),
    },
    { headers: { 'Idempotency-Key': key } },
  )

const appearanceCount = async (seenId: string) =>
  (await t.db.select({ n: count() }).from(appearances).where(eq(appearances.seenId, seenId)))[0]
    ?.n ?? 0

/** Every file under DATA_DIR/media: a refused clip must add none. */
async function mediaFiles(app: TestApp): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'media')
  if (!existsSync(root)) return []
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

const storedFile = (app: TestApp, mediaPath: string) =>
  readFile(path.join(app.config.dataDir, 'media', mediaPath.replace(/^\/media\//, '')))

/** Uploads `clip` and finishes it; the answer as the client reads it. */
async function post(app: TestApp, clip: Buffer) {
  const seen = await makeSeen(app, creator)
  const { id } = await uploadClip(app, poster.jar, seen.shortName, clip)
  const res = await finish(app, poster.jar, seen.shortName, id)
  return { seen, id, res }
}

describe('a finished upload becomes one appearance', () => {
  it('answers the clip appearance the client reads: kind, poster, playable rendition', async () => {
    const clip = await testClip({ seconds: 3 })
    const { seen, id, res } = await post(t, clip)
    expect(res.status).toBe(200)
    const { appearanceRecord: record } = v.parse(appearanceRecordResponse, await res.json())
    expect(record).toMatchObject({ kind: 'clip', headline: 'First dance', isOwner: true })
    expect(record.imageInfo?.thumbnailPath).toMatch(/^\/media\/appearances\/.+-thumb\.webp$/)
    expect(record.imageInfo?.reducedPath).toMatch(/-reduced\.webp$/)
    expect(record.clipInfo).toMatchObject({ contentType: 'video/mp4', width: 64, height: 48 })
    expect(record.clipInfo?.path).toMatch(/^\/media\/appearances\/[^/]+\/[A-Za-z0-9_-]{22}\.mp4$/)
    expect(record.clipInfo?.durationSeconds).toBeGreaterThan(2.9)
    expect(record.clipInfo?.durationSeconds).toBeLessThan(3.2)
    const stored = await storedFile(t, record.clipInfo?.path ?? '')
    expect(record.clipInfo?.size).toBe(stored.length)
    expect(await appearanceCount(seen.id)).toBe(1)
    // The upload is used up: its row and bytes are gone.
    expect(await t.db.select().from(clipUploads).where(eq(clipUploads.id, id))).toEqual([])
    expect(existsSync(path.join(t.config.dataDir, 'uploads', id))).toBe(false)
  })

  it('is one appearance per Idempotency-Key: a replay answers the same, a second key finds no upload', async () => {
    const seen = await makeSeen(t, creator)
    const { id } = await uploadClip(t, poster.jar, seen.shortName, await testClip())
    const key = randomUUID()
    const first = await finish(t, poster.jar, seen.shortName, id, key)
    expect(first.status).toBe(200)
    const again = await finish(t, poster.jar, seen.shortName, id, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const a = v.parse(appearanceRecordResponse, await first.json()).appearanceRecord
    const b = v.parse(appearanceRecordResponse, await again.json()).appearanceRecord
    expect(b.appearanceShortName).toBe(a.appearanceShortName)
    const other = await finish(t, poster.jar, seen.shortName, id)
    expect(other.status).toBe(404)
    expect(await refusalMessage(other)).toBe(CLIP_MSG.uploadNotFound)
    expect(await appearanceCount(seen.id)).toBe(1)
  })

  it('waits for the last byte: an unfinished upload is 409 and stays resumable', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const half = clip.subarray(0, Math.floor(clip.length / 2))
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    expect((await patchAt(t, poster.jar, url, 0, half)).status).toBe(204)
    const res = await finish(t, poster.jar, seen.shortName, url.slice(url.lastIndexOf('/') + 1))
    expect(res.status).toBe(409)
    expect(await refusalMessage(res)).toBe(CLIP_MSG.uploadUnfinished)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: half.length })
    expect(await appearanceCount(seen.id)).toBe(0)
  })

  it('fails clearly when the Seen ended while the clip waited, and keeps the upload for a retry or removal', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const { id, url } = await uploadClip(t, poster.jar, seen.shortName, clip)
    const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR)
    await t.db
      .update(seens)
      .set({ startAt: ago(5), endAt: ago(3), liveFrom: ago(5), liveUntil: ago(3) })
      .where(eq(seens.id, seen.id))
    const res = await finish(t, poster.jar, seen.shortName, id)
    expect(res.status).toBe(403)
    expect(await refusalMessage(res)).toBe(APPEARANCE_MSG.notLive)
    expect(await appearanceCount(seen.id)).toBe(0)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: clip.length })
  })

  it('is the poster’s own: another user cannot finish it', async () => {
    const seen = await makeSeen(t, creator)
    const { id } = await uploadClip(t, poster.jar, seen.shortName, await testClip())
    const res = await finish(t, creator.jar, seen.shortName, id)
    expect(res.status).toBe(404)
    expect(await appearanceCount(seen.id)).toBe(0)
    expect((await finish(t, poster.jar, seen.shortName, id)).status).toBe(200)
  })
})

describe('what the server takes, read from the bytes', () => {
  const accepted: [string, ClipSpec, string][] = [
    ['H.264 + AAC in MP4', {}, 'video/mp4'],
    ['H.264 + AAC in MOV', { format: 'mov' }, 'video/mp4'],
    ['VP9 + Opus in WebM', { format: 'webm', video: 'libvpx-vp9', audio: 'libopus' }, 'video/webm'],
    ['VP8 without sound in WebM', { format: 'webm', video: 'libvpx', audio: null }, 'video/webm'],
  ]
  for (const [name, spec, contentType] of accepted) {
    it(`takes ${name} as ${contentType}`, async () => {
      const { res } = await post(t, await testClip(spec))
      expect(res.status).toBe(200)
      const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
      expect(record.clipInfo?.contentType).toBe(contentType)
    })
  }

  const refused: [string, () => Promise<Buffer>, string][] = [
    [
      'a renamed program (.exe)',
      async () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4000, 7)]),
      CLIP_MSG.notAVideo,
    ],
    ['a photo', async () => Buffer.from(await tinyPhoto(), 'base64'), CLIP_MSG.notAVideo],
    [
      'a video container with only sound',
      () => testClip({ video: null }),
      CLIP_MSG.nothingPlayable,
    ],
    ['MPEG-4 Part 2 video', () => testClip({ video: 'mpeg4' }), CLIP_MSG.videoCodec],
    ['MP3 sound', () => testClip({ audio: 'libmp3lame' }), CLIP_MSG.audioCodec],
    ['a 61 s clip', () => testClip({ seconds: 61, fps: 1, audio: null }), CLIP_MSG.tooLong],
    [
      'a clip cut short (its index lost)',
      async () => (await testClip({ seconds: 3 })).subarray(0, 600),
      CLIP_MSG.nothingPlayable,
    ],
  ]
  for (const [name, bytes, text] of refused) {
    it(`refuses ${name} with a clear message and keeps nothing of it`, async () => {
      const before = await mediaFiles(t)
      const { seen, id, res } = await post(t, await bytes())
      expect(res.status).toBe(400)
      expect(await refusalMessage(res)).toBe(text)
      expect(await appearanceCount(seen.id)).toBe(0)
      expect(await mediaFiles(t)).toEqual(before)
      expect(await t.db.select().from(clipUploads).where(eq(clipUploads.id, id))).toEqual([])
      expect(existsSync(path.join(t.config.dataDir, 'uploads', id))).toBe(false)
    })
  }
})

describe('metadata is removed by remuxing', () => {
  for (const format of ['mp4', 'mov'] as const) {
    it(`leaves no GPS location (©xyz), device or title in a ${format.toUpperCase()} clip`, async () => {
      const clip = await testClip({ format, gps: true })
      // The test clip carries what a phone writes.
      expect(clip.includes(Buffer.from(GPS_LOCATION))).toBe(true)
      expect(clip.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(true)
      const source = new Input({ source: new BufferSource(clip), formats: [MP4, QTFF] })
      expect(JSON.stringify(await source.getMetadataTags())).toContain('48.8584')

      const { res } = await post(t, clip)
      expect(res.status).toBe(200)
      const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
      const stored = await storedFile(t, record.clipInfo?.path ?? '')
      const input = new Input({ source: new BufferSource(stored), formats: [MP4, QTFF, WEBM] })
      expect(await input.getFormat()).toBe(MP4)
      const tags = await input.getMetadataTags()
      expect(JSON.stringify(tags)).not.toMatch(/48\.8584|iPhone|Apple|venue/)
      expect(tags.raw ?? {}).toEqual({})
      for (const gone of [GPS_LOCATION, '\u00a9xyz', 'loci', 'iPhone 15 Pro', 'At the venue']) {
        expect(stored.includes(Buffer.from(gone, 'latin1')), gone).toBe(false)
      }
      // Still the same clip: its video and sound were copied, not re-encoded.
      expect(await (await input.getPrimaryVideoTrack())?.getCodec()).toBe('avc')
      expect(await (await input.getPrimaryAudioTrack())?.getCodec()).toBe('aac')
    })
  }
})

describe('HEVC', () => {
  it('is refused with the reason where the server has no ffmpeg, and nothing is kept', async () => {
    const { seen, id, res } = await post(t, await testClip({ video: 'libx265' }))
    expect(res.status).toBe(400)
    expect(await refusalMessage(res)).toBe(CLIP_MSG.hevcNoConverter)
    expect(await appearanceCount(seen.id)).toBe(0)
    expect(existsSync(path.join(t.config.dataDir, 'uploads', id))).toBe(false)
  })

  it('is converted to H.264 where FFMPEG_PATH names one', async () => {
    const withFfmpeg = await createTestApp({ env: { FFMPEG_PATH: ffmpegForTests() } })
    try {
      const host = await register(withFfmpeg, 'fin_hevc_host')
      const seen = await makeSeen(withFfmpeg, host)
      const { id } = await uploadClip(
        withFfmpeg,
        host.jar,
        seen.shortName,
        await testClip({ video: 'libx265', gps: true }),
      )
      const res = await finish(withFfmpeg, host.jar, seen.shortName, id)
      expect(res.status).toBe(200)
      const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
      const stored = await storedFile(withFfmpeg, record.clipInfo?.path ?? '')
      const input = new Input({ source: new BufferSource(stored), formats: [MP4] })
      expect(await (await input.getPrimaryVideoTrack())?.getCodec()).toBe('avc')
      expect(stored.includes(Buffer.from(GPS_LOCATION))).toBe(false)
    } finally {
      await withFfmpeg.close()
    }
  })
})
